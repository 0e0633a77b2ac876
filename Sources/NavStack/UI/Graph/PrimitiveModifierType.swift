/// A type of modifier the graph applies itself, as `ViewModifier._primitiveType` hands it
/// over.
///
/// Opaque outside NavStack: the graph reaches the modifier's `update(node:content:)` through
/// it instead of casting the modifier to `PrimitiveModifier`, which would scan every
/// conformance record in the binary once for each type of modifier.
@MainActor
public struct _PrimitiveModifierType {
  /// The primitive type.
  let type: any PrimitiveModifier.Type

  init(_ type: any PrimitiveModifier.Type) { self.type = type }

  /// Updates `node`, whose content child is to be `content`, for `modifier`, a value of this
  /// type.
  func update<Modifier>(_ modifier: Modifier, node: ViewNode, content: any View) {
    func open<Primitive: PrimitiveModifier>(_: Primitive.Type) {
      // The same type, compared and read through a pointer: a cast would go through the
      // runtime's dynamic cast for each modifier of each row.
      guard Modifier.self == Primitive.self else {
        assertionFailure("\(Modifier.self) is not \(Primitive.self)")
        return
      }
      withUnsafePointer(to: modifier) { pointer in
        UnsafeRawPointer(pointer).assumingMemoryBound(to: Primitive.self).pointee
          .update(node: node, content: content)
      }
    }
    _openExistential(type, do: open)
  }
}
