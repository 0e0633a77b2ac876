/// A stored property of a view that the graph connects to the node before `body` runs, as
/// SwiftUI's `DynamicProperty`: `@State`, `@Binding`, `@Environment`, `@StateObject`, ….
@preconcurrency @MainActor
public protocol DynamicProperty {
  /// Called before the view's body is read; nothing to do for most properties.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
}

/// What the graph calls on a dynamic property: connect to slot `index` of `node`.
@MainActor
protocol InstallableProperty {
  func install(on node: ViewNode, slot: inout Int)
}

/// Finds a view's dynamic properties by reflection, as SwiftUI does, and connects them.
@MainActor
enum DynamicProperties {
  /// Types known to hold no dynamic property, so most views skip reflection.
  private static var plainTypes: Set<ObjectIdentifier> = []

  static func install(on node: ViewNode) {
    install(node.view, on: node)
  }

  static func install(_ value: Any, on node: ViewNode) {
    let typeID = ObjectIdentifier(type(of: value))
    if plainTypes.contains(typeID) { return }
    var slot = 0
    let found = visit(value, on: node, slot: &slot, depth: 0)
    if !found { plainTypes.insert(typeID) }
  }

  /// Installs every property, looking inside nested `DynamicProperty` structs too.
  private static func visit(_ value: Any, on node: ViewNode, slot: inout Int, depth: Int) -> Bool {
    var found = false
    for child in Mirror(reflecting: value).children {
      if let property = child.value as? any InstallableProperty {
        property.install(on: node, slot: &slot)
        found = true
      } else if depth < 3, child.value is any DynamicProperty {
        found = visit(child.value, on: node, slot: &slot, depth: depth + 1) || found
      }
    }
    return found
  }
}
