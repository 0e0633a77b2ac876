/// What a key press handler did, as SwiftUI's `KeyPress.Result`.
public struct KeyPress: Sendable {
  /// Whether the press was used.
  public enum Result: Sendable {
    /// Used: nothing else sees it.
    case handled
    /// Not used: the window's own keys get it.
    case ignored
  }
}

/// Declares a key the screen answers to; help lists it under the enclosing `.help` text.
@usableFromInline struct KeyPressModifier: ViewModifier, PrimitiveModifier {
  let key: Key
  let action: @MainActor () -> KeyPress.Result

  func update(node: ViewNode, content: any View) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    let action = self.action
    node.declarations = [
      .command(KeyCommand("", keys: [key], showsInKeyBar: false) { _ = action() })
    ]
    node.renderer = PassthroughRenderer()
  }
}

extension View {
  /// Runs `action` when `key` is pressed on this screen (outside text fields for letters).
  public func onKeyPress(
    _ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result
  ) -> some View {
    modifier(KeyPressModifier(key: key.key, action: action))
  }

  /// What the key bar and help call the buttons and key presses inside, as SwiftUI's tooltip
  /// text (`+` is listed as "New Folder").
  public func help(_ text: String) -> some View {
    modifier(DeclaringModifier(declaration: .help(text)))
  }
}
