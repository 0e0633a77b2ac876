/// A view's value for the control it is an option of, as SwiftUI's `.tag(_:)`.
struct TagModifier: ViewModifier, PrimitiveModifier {
  let value: AnyHashable

  func update(node: ViewNode, content: any View) {
    if let box = node.primitiveState as? TagBox {
      box.value = value
    } else {
      node.primitiveState = TagBox(value: value)
    }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }
}

/// Where a tagged node keeps its tag, for a picker to read.
@MainActor
final class TagBox: ParkableState {
  var value: AnyHashable
  init(value: AnyHashable) { self.value = value }
}

extension ViewNode {
  /// The tag of this option: its `.tag(_:)`, else the data identity `ForEach` gave it, as
  /// SwiftUI tags `ForEach` rows with their ids.
  func optionTag(below container: ViewNode) -> AnyHashable? {
    var node: ViewNode? = self
    while let current = node, current !== container {
      if let box = current.primitiveState as? TagBox { return box.value }
      node = current.parent
    }
    node = self
    while let current = node, current !== container {
      if let id = current.key.dataID { return id }
      node = current.parent
    }
    return nil
  }
}

extension View {
  /// Gives the view a value, so a `Picker` knows which option it is.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(value: AnyHashable(tag)))
  }
}
