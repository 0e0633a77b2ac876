/// Sets or changes a preference for the view it modifies: what `.preference(key:value:)` and
/// `.transformPreference(_:_:)` make.
///
/// `.preference` replaces whatever the view's own subtree reported for the key, as SwiftUI's
/// does; `.transformPreference` changes the value the subtree reduced to.
@usableFromInline
struct PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
  let replacement: Key.Value?
  let transform: ((inout Key.Value) -> Void)?

  func update(node: ViewNode, content: any View) {
    let writer: PreferenceWriter
    if let existing = node.primitiveState as? PreferenceWriter {
      writer = existing
    } else {
      writer = PreferenceWriter(key: ObjectIdentifier(Key.self))
      node.primitiveState = writer
      // A writer leaving the tree changes what its ancestors reduce.
      node.teardownActions.append { [pass = node.layoutPass] in pass.stamps.preferences &+= 1 }
    }
    let replacement = replacement
    let transform = transform
    writer.write = { reduced in
      // The value the subtree reduced to, or the default where it reported nothing.
      if let replacement { return replacement }
      var value = (reduced as? Key.Value) ?? Key.defaultValue
      transform?(&value)
      return value
    }
    writer.replaces = replacement != nil
    node.layoutPass.stamps.preferences &+= 1
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }
}

/// What a writer node reports for its key, kept on the node for the readers above to find.
@MainActor
final class PreferenceWriter {
  /// The key's type.
  let key: ObjectIdentifier
  /// Whether the subtree's own value is ignored (`.preference`), so need not be reduced.
  var replaces = false
  /// The value reported, from what the subtree under the writer reduced to (nil for none).
  var write: (Any?) -> Any = { $0 as Any }

  init(key: ObjectIdentifier) { self.key = key }
}

extension View {
  /// Reports `value` for `key` to the views above, in place of what this view's own subviews
  /// report for it.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWritingModifier<K>(replacement: value, transform: nil))
  }

  /// Changes the value this view's subviews report for `key` before it goes up.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(PreferenceWritingModifier<K>(replacement: nil, transform: callback))
  }
}
