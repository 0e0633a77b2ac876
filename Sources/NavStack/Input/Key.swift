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

  /// The space bar, which is a printable character.
  public static let space = Key.character(" ")
}

/// Any input the run loop handles: all of it goes through one function.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
  case resize(Size)
}

/// A mouse event at a cell.
public struct MouseEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable { case click, wheelUp, wheelDown }
  public var kind: Kind
  public var position: Point

  public init(_ kind: Kind, at position: Point) {
    self.kind = kind
    self.position = position
  }
}
