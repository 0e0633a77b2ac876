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
    func open<Primitive: PrimitiveView>(_: Primitive.Type) -> (any PrimitiveView)? {
      // The view is of this very type: it is taken as it is, not cast, since a cast asks the
      // runtime for `Optional<Primitive>`'s metadata, a lookup each time.
      func take<Value: View>(_ value: Value) -> (any PrimitiveView)? {
        guard Value.self == Primitive.self else { return Self.cast(value, to: Primitive.self) }
        return unsafeBitCast(value, to: Primitive.self)
      }
      return _openExistential(view, do: take)
    }
    return _openExistential(type, do: open)
  }

  /// `value` cast to `Primitive`, for a value that is not of that very type (a view boxed
  /// again).
  @inline(never)
  private static func cast<Value, Primitive: PrimitiveView>(
    _ value: Value, to _: Primitive.Type
  ) -> (any PrimitiveView)? {
    value as? Primitive
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
