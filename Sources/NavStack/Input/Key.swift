/// A key press, as the app sees it whatever the terminal sent.
public enum Key: Hashable, Sendable {
  case up, down, left, right
  case enter, escape, tab, backTab, backspace, delete, insert
  case home, end, pageUp, pageDown
  case function(Int)
  /// Ctrl with a letter, stored lowercase: `.control("s")` is Ctrl+S.
  case control(Character)
  /// Alt (Meta) with a printable character.
  case alt(Character)
  /// A printable character, including the space.
  case character(Character)
  /// Another key held with modifiers (`Ctrl+Right`, `Shift+Home`); build it with `with(_:)`,
  /// which keeps one spelling per key (Ctrl+S stays `.control("s")`).
  indirect case modified(Key, KeyModifiers)

  /// The space bar, which is a printable character.
  public static let space = Key.character(" ")

  /// This key with `modifiers` added, in the one form the decoder and the script names use.
  ///
  /// Ctrl with a letter is `.control`, Alt with a character `.alt`, Shift with a character
  /// the character itself (the terminal already shifted it), Shift+Tab `.backTab`; any other
  /// combination is `.modified` around a key that is not itself `.modified`.
  public func with(_ modifiers: KeyModifiers) -> Key {
    if modifiers.isEmpty { return self }
    switch self {
    case .modified(let base, let own):
      return base.with(own.union(modifiers))
    case .control(let c):
      return Key.character(c).with(modifiers.union(.control))
    case .alt(let c):
      return Key.character(c).with(modifiers.union(.alt))
    case .character(let c):
      var rest = modifiers
      var key = self
      if rest.contains(.control), c.isASCII, c.isLetter {
        key = .control(Character(c.lowercased()))
        rest.subtract([.control, .shift])
      } else if rest.contains(.alt) && !rest.contains(.control) {
        key = .alt(c)
        rest.subtract([.alt, .shift])
      } else {
        rest.remove(.shift)
      }
      return rest.isEmpty ? key : .modified(key, rest)
    case .tab where modifiers.contains(.shift):
      return Key.backTab.with(modifiers.subtracting(.shift))
    default:
      return .modified(self, modifiers)
    }
  }

  /// The modifiers held beyond what the key's own case says (`.control` for `Ctrl+Right`).
  public var modifiers: KeyModifiers {
    if case .modified(_, let modifiers) = self { return modifiers }
    return []
  }
}

/// Modifier keys held with a key or a click, as terminals report them (xterm's bit order).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The bits, in xterm's order, so a report's parameter converts with one subtraction.
  public let rawValue: UInt8
  /// Modifiers from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Shift, which terminals report for keys that have no shifted character.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Alt (Meta, Option), which older terminals send as an Esc before the key.
  public static let alt = KeyModifiers(rawValue: 2)
  /// Ctrl.
  public static let control = KeyModifiers(rawValue: 4)
  /// The Super (Windows, Command) key, which kitty and modifyOtherKeys report.
  public static let meta = KeyModifiers(rawValue: 8)

  /// Modifiers from xterm's parameter (`1;5A` has 5: 1 + Ctrl); nil for 1 or no parameter.
  public init(xtermParameter value: Int) {
    self.init(rawValue: UInt8(truncatingIfNeeded: max(0, value - 1) & 0x0F))
  }

  /// The parameter xterm sends for these modifiers: 1 + the bits.
  public var xtermParameter: Int { Int(rawValue) + 1 }
}

/// A mouse event at a cell.
public struct MouseEvent: Hashable, Sendable {
  /// What happened: a button went down, or the wheel turned.
  public enum Kind: Hashable, Sendable { case click, wheelUp, wheelDown }
  /// Which button went down; the wheel reports `.left`.
  public enum Button: Hashable, Sendable { case left, middle, right }
  /// What happened.
  public var kind: Kind
  /// The 0-based cell (SGR reports count from 1; the decoder converts).
  public var position: Point
  /// Which button: only the left one presses what it is on.
  public var button: Button
  /// Shift, Alt and Ctrl held during the click, as the report says.
  public var modifiers: KeyModifiers

  /// A mouse event; a left click without modifiers unless told otherwise.
  public init(
    _ kind: Kind, at position: Point, button: Button = .left, modifiers: KeyModifiers = []
  ) {
    self.kind = kind
    self.position = position
    self.button = button
    self.modifiers = modifiers
  }
}
