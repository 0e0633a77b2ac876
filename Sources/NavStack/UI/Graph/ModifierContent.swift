extension ViewNode {
  /// Hands a modifier's content to its child at `key`, unless this node is rebuilt only for
  /// state of its own (the binding that pushes or presents, a stack's screens).
  ///
  /// The content is then the view the child already has. Handed again, it would be compared
  /// with itself, and a view holding closures never compares equal: a push or a pop would
  /// update the whole screen under the modifier for nothing.
  func updateContent(_ key: ChildKey = .content, with content: any View) {
    if !hasNewInputs, child(key) != nil { return }
    updateChild(key, with: content)
  }
}
