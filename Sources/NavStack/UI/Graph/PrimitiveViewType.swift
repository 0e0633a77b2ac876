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

  /// Updates `node` for `view`, a value of this type, as the primitive it is; false if
  /// `view` is not one.
  ///
  /// The primitive is handed on as its own type, never as `any PrimitiveView`: a view larger
  /// than an existential's inline buffer would be copied into a new box each time, and a
  /// list's row updates several primitives.
  func update(_ view: any View, node: ViewNode) -> Bool {
    func open<Primitive: PrimitiveView>(_: Primitive.Type) -> Bool {
      func take<Value: View>(_ value: Value) -> Bool {
        // The view is of this very type: it is taken as it is, not cast, since a cast asks
        // the runtime for `Optional<Primitive>`'s metadata, a lookup each time.
        if Value.self == Primitive.self {
          // Read through a pointer: a bit cast of a value this large costs more.
          withUnsafePointer(to: value) { pointer in
            node.update(
              as: UnsafeRawPointer(pointer).assumingMemoryBound(to: Primitive.self).pointee)
          }
          return true
        }
        return Self.cast(value, to: Primitive.self) { node.update(as: $0) } != nil
      }
      return _openExistential(view, do: take)
    }
    return _openExistential(type, do: open)
  }

  /// How a list sees `view`, a value of this type, as the primitive it is.
  func rowRole(_ view: any View) -> RowRole? {
    func open<Primitive: PrimitiveView>(_: Primitive.Type) -> RowRole? {
      func take<Value: View>(_ value: Value) -> RowRole? {
        if Value.self == Primitive.self { return unsafeBitCast(value, to: Primitive.self).rowRole }
        return Self.cast(value, to: Primitive.self) { $0.rowRole }
      }
      return _openExistential(view, do: take)
    }
    return _openExistential(type, do: open)
  }

  /// `body` applied to `value` cast to `Primitive`, for a value that is not of that very
  /// type (a view boxed again); nil when the cast fails.
  @inline(never)
  private static func cast<Value, Primitive: PrimitiveView, Result>(
    _ value: Value, to _: Primitive.Type, _ body: (Primitive) -> Result
  ) -> Result? {
    (value as? Primitive).map(body)
  }
}

extension ViewNode {
  /// Updates this node for `view` if it is a primitive the graph builds itself; false for a
  /// view with a body.
  static func updatePrimitive(_ view: any View, node: ViewNode) -> Bool {
    type(of: view)._primitiveType?.update(view, node: node) ?? false
  }

  /// How a list sees `view` if it is a primitive; nil for a view with a body.
  static func primitiveRowRole(_ view: any View) -> RowRole? {
    type(of: view)._primitiveType?.rowRole(view)
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
