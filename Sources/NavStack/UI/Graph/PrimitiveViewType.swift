/// A type of view the graph builds itself, as `View._primitiveType` hands it over.
///
/// Opaque outside NavStack. Through it the graph reaches a primitive's `update(node:)` and
/// its flags without casting the view to `PrimitiveView`: each type's first cast to a
/// protocol scans every conformance record in the binary, about a hundred scans on the way
/// to the first frame.
@MainActor
public struct _PrimitiveViewType {
  /// The primitive type.
  let type: any PrimitiveView.Type

  init(_ type: any PrimitiveView.Type) { self.type = type }

  /// `view`, a value of this type, as the primitive it is.
  func primitive(_ view: any View) -> (any PrimitiveView)? {
    // The same type: the cast unboxes the value, it looks up no conformance.
    func open<Primitive: PrimitiveView>(_: Primitive.Type) -> (any PrimitiveView)? {
      view as? Primitive
    }
    return _openExistential(type, do: open)
  }
}

extension ViewNode {
  /// `view` as a primitive the graph builds itself; nil for a view with a body.
  static func primitive(_ view: any View) -> (any PrimitiveView)? {
    type(of: view)._primitiveType?.primitive(view)
  }

  /// Whether `view` is a container, updated rather than compared (`ComparedByChildren`).
  static func isComparedByChildren(_ view: any View) -> Bool {
    type(of: view)._primitiveType?.type.isComparedByChildren ?? false
  }

  /// Whether `view`'s declarations are compared by shape (`StableDeclarations`).
  static func hasStableDeclarations(_ view: any View) -> Bool {
    type(of: view)._primitiveType?.type.hasStableDeclarations ?? false
  }
}
