/// A key a button answers to, as SwiftUI's `KeyboardShortcut`: shown in the key bar and help.
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public let key: Key

  /// A shortcut for `key`; modifiers pick Ctrl or Alt with a letter.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    if modifiers.contains(.control) || (modifiers.contains(.command) && key.isLetter) {
      self.key = key.character.map { .control(Character($0.lowercased())) } ?? key.key
    } else if modifiers.contains(.option), let character = key.character {
      self.key = .alt(character)
    } else {
      self.key = key.key
    }
  }

  init(key: Key) { self.key = key }

  /// Enter: the default button of a screen or an alert.
  public static let defaultAction = KeyboardShortcut(key: .enter)
  /// Esc: the cancel button.
  public static let cancelAction = KeyboardShortcut(key: .escape)
}

/// Declares the shortcut for the buttons inside.
@usableFromInline struct ShortcutModifier: ViewModifier, PrimitiveModifier {
  let shortcut: KeyboardShortcut?

  @usableFromInline init(shortcut: KeyboardShortcut?) { self.shortcut = shortcut }

  func update(node: ViewNode, content: any View) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.declareShortcut(shortcut)
    node.renderer = PassthroughRenderer()
  }
}

extension View {
  /// The buttons inside answer to `key` (Ctrl+letter with `.command`, the default).
  @inlinable public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command
  )
    -> some View
  {
    modifier(ShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
  }

  /// The buttons inside answer to `shortcut` (`.defaultAction` is Enter, `.cancelAction` Esc).
  @inlinable public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    modifier(ShortcutModifier(shortcut: shortcut))
  }
}
