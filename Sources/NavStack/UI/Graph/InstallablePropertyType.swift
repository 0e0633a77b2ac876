/// A type of dynamic property the graph connects itself, as
/// `DynamicProperty._installableType` hands it over.
///
/// Opaque outside NavStack: the graph reaches the property's `install(on:slot:)` through it
/// instead of casting each stored property's type to `InstallableProperty`, a second scan of
/// every conformance record in the binary for each type of stored property.
@MainActor
public struct _InstallablePropertyType {
  /// The installable type.
  let type: any InstallableProperty.Type

  init(_ type: any InstallableProperty.Type) { self.type = type }

  /// Connects `property`, a value of this type, to slot `slot` of `node`.
  func install(_ property: any DynamicProperty, on node: ViewNode, slot: inout Int) {
    func open<Property: InstallableProperty>(_: Property.Type) {
      // The same type: the cast unboxes the value, it looks up no conformance.
      guard let property = property as? Property else {
        assertionFailure("\(Swift.type(of: property)) is not \(Property.self)")
        return
      }
      property.install(on: node, slot: &slot)
    }
    _openExistential(type, do: open)
  }
}
