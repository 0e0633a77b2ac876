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
      // The same type: the cast copies the value, it looks up no conformance.
      guard let primitive = modifier as? Primitive else {
        assertionFailure("\(Modifier.self) is not \(Primitive.self)")
        return
      }
      primitive.update(node: node, content: content)
    }
    _openExistential(type, do: open)
  }
}
