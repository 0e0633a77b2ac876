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

/// A key for a shortcut, as SwiftUI's `KeyEquivalent`: a character or a named key.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  let key: Key

  /// A character key: `"s"`.
  public init(_ character: Character) { key = .character(character) }

  /// A character key from a literal.
  public init(extendedGraphemeClusterLiteral value: Character) { key = .character(value) }

  init(key: Key) { self.key = key }

  var character: Character? {
    if case .character(let character) = key { return character }
    return nil
  }

  var isLetter: Bool { character?.isLetter ?? false }

  /// Enter.
  public static let `return` = KeyEquivalent(key: .enter)
  /// Esc.
  public static let escape = KeyEquivalent(key: .escape)
  /// Tab.
  public static let tab = KeyEquivalent(key: .tab)
  /// Space.
  public static let space = KeyEquivalent(key: .character(" "))
  /// Delete (Backspace).
  public static let delete = KeyEquivalent(key: .backspace)
  /// Forward delete.
  public static let deleteForward = KeyEquivalent(key: .delete)
  /// ↑.
  public static let upArrow = KeyEquivalent(key: .up)
  /// ↓.
  public static let downArrow = KeyEquivalent(key: .down)
  /// ←.
  public static let leftArrow = KeyEquivalent(key: .left)
  /// →.
  public static let rightArrow = KeyEquivalent(key: .right)
  /// Home.
  public static let home = KeyEquivalent(key: .home)
  /// End.
  public static let end = KeyEquivalent(key: .end)
  /// Page Up.
  public static let pageUp = KeyEquivalent(key: .pageUp)
  /// Page Down.
  public static let pageDown = KeyEquivalent(key: .pageDown)
}

/// Modifier keys; Command means Ctrl in a terminal, and none means the bare key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt8
  /// Modifiers from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Command: Ctrl in a terminal.
  public static let command = EventModifiers(rawValue: 1)
  /// Ctrl.
  public static let control = EventModifiers(rawValue: 2)
  /// Alt.
  public static let option = EventModifiers(rawValue: 4)
  /// Shift: part of the character already.
  public static let shift = EventModifiers(rawValue: 8)
  /// No modifier: the bare key.
  public static let none: EventModifiers = []
}

/// Declares the shortcut for the buttons inside.
struct ShortcutModifier: ViewModifier, PrimitiveModifier {
  let shortcut: KeyboardShortcut?

  func update(node: ViewNode, content: any View) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    if let shortcut { node.declarations = [.shortcut(shortcut)] }
    node.renderer = PassthroughRenderer()
  }
}

extension View {
  /// The buttons inside answer to `key` (Ctrl+letter with `.command`, the default).
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  {
    modifier(ShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
  }

  /// The buttons inside answer to `shortcut` (`.defaultAction` is Enter, `.cancelAction` Esc).
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    modifier(ShortcutModifier(shortcut: shortcut))
  }
}
