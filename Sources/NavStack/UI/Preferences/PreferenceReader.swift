/// Runs an action with the value a view's subtree reports for a key, when it changes: what
/// `.onPreferenceChange(_:perform:)` makes.
@usableFromInline
struct PreferenceReadingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier
where Key.Value: Equatable {
  let action: @MainActor (Key.Value) -> Void

  func update(node: ViewNode, content: any View) {
    if let reader = node.primitiveState as? PreferenceReader<Key> {
      reader.action = action
    } else {
      let reader = PreferenceReader<Key>(node: node, action: action)
      node.primitiveState = reader
      if let graph = node.graph {
        graph.preferenceReaders.append(reader)
        node.teardownActions.append { [weak graph, weak reader] in
          graph?.preferenceReaders.removeAll { $0 === reader }
        }
      }
      // A new reader reports its first value after this update.
      node.layoutPass.stamps.preferences &+= 1
    }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }
}

/// What a graph asks of each `onPreferenceChange` in it after an update that changed a
/// preference writer.
@MainActor
protocol PreferenceObserving: AnyObject {
  /// The action to run for the value the subtree reduces to now, or nil when it is the value
  /// last reported.
  func pendingAction() -> (@MainActor () -> Void)?
}

/// One `onPreferenceChange`: the node it reads under, and the value it reported last.
@MainActor
final class PreferenceReader<Key: PreferenceKey>: PreferenceObserving where Key.Value: Equatable {
  private weak var node: ViewNode?
  var action: @MainActor (Key.Value) -> Void
  /// The value last handed to the action; nil before the first.
  private var reported: Key.Value?

  init(node: ViewNode, action: @escaping @MainActor (Key.Value) -> Void) {
    self.node = node
    self.action = action
  }

  func pendingAction() -> (@MainActor () -> Void)? {
    guard let node, node.isLive else { return nil }
    let value = PreferenceValues<Key>.reduced(under: node) ?? Key.defaultValue
    // SwiftUI hands the first value over when the view appears, then only changes.
    if let reported, reported == value { return nil }
    reported = value
    let action = action
    return { action(value) }
  }
}

/// The value a subtree reports for a key: its writers' values in view order, folded with the
/// key's `reduce`.
@MainActor
enum PreferenceValues<Key: PreferenceKey> {
  /// What the children of `node` report together; nil when none reports anything.
  ///
  /// Subtrees walked on their own (a toolbar's items, a presented sheet) report to no one
  /// here, as a sheet's preferences do not reach the view that presents it.
  static func reduced(under node: ViewNode) -> Key.Value? {
    var result = Key.defaultValue
    var reportedAny = false
    for child in node.children where !child.isWalkedSeparately {
      guard let next = reported(by: child) else { continue }
      Key.reduce(value: &result) { next }
      reportedAny = true
    }
    return reportedAny ? result : nil
  }

  /// What `node` and its subtree report.
  private static func reported(by node: ViewNode) -> Key.Value? {
    if let writer = node.primitiveState as? PreferenceWriter,
      writer.key == ObjectIdentifier(Key.self)
    {
      let own: Key.Value? = writer.replaces ? nil : reduced(under: node)
      return writer.write(own) as? Key.Value
    }
    return reduced(under: node)
  }
}

extension ViewGraph {
  /// Whether a preference writer changed since the readers were last asked.
  var preferencesNeedCheck: Bool {
    !preferenceReaders.isEmpty && preferencesChecked != layoutPass.stamps.preferences
  }

  /// Queues the action of each reader whose value changed, in the order they were made.
  func queuePreferenceChanges() {
    guard preferencesNeedCheck else { return }
    preferencesChecked = layoutPass.stamps.preferences
    for reader in preferenceReaders {
      if let action = reader.pendingAction() { pendingActions.append(action) }
    }
  }
}

extension View {
  /// Runs `action` with the value this view's subviews report for `key`: once when the view
  /// appears, then each time the value changes.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceReadingModifier<K>(action: action))
  }
}
