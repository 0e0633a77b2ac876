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
