/// A view's value for the control it is an option of, as SwiftUI's `.tag(_:)`.
@usableFromInline struct TagModifier: ViewModifier, PrimitiveModifier {
  let value: AnyHashable

  @usableFromInline init(value: AnyHashable) { self.value = value }

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

/// Where a tagged node keeps its tag, for a picker or a list's selection to read.
@MainActor
final class TagBox: ParkableState {
  var value: AnyHashable
  /// Whether the tag is a `NavigationLink(value:)`'s value: a list that takes it as its
  /// selection does not push it too.
  let isLinkValue: Bool
  init(value: AnyHashable, isLinkValue: Bool = false) {
    self.value = value
    self.isLinkValue = isLinkValue
  }
}

extension ViewNode {
  /// The tag a list row gives its list's selection: the first `.tag(_:)` or
  /// `NavigationLink(value:)` inside the row, in reading order (R49).
  var selectionTag: TagBox? {
    if let box = primitiveState as? TagBox { return box }
    for child in children {
      if let box = child.selectionTag { return box }
    }
    return nil
  }
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
  @inlinable public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(value: AnyHashable(tag)))
  }
}
