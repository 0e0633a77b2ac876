import CNcurses
import NavStack

/// What one read from ncurses means to the app.
enum DecodedInput: Equatable {
  case key(Key)
  /// A lone Esc, or the first half of Alt+key: the reader looks at what follows.
  case escape
  /// Ctrl+Z, which raw mode delivers as a byte: the terminal suspends itself.
  case suspend
  /// Bytes and codes that mean nothing to the app.
  case ignored
}

/// Maps what `wget_wch` returns to keys: characters on one side, `KEY_*` codes on the other.
///
/// In raw mode nothing is cooked: Enter may be `\r` or `\n`, Backspace 127 or 8, and Ctrl+C
/// and Ctrl+Z are plain bytes, which is what lets the app ask before quitting.
enum KeyDecoder {
  /// A character read with `wget_wch` returning `OK`.
  static func decode(character value: UInt32) -> DecodedInput {
    switch value {
    case 13, 10: return .key(.enter)
    case 127, 8: return .key(.backspace)
    case 9: return .key(.tab)
    case 27: return .escape
    case 26: return .suspend
    case 1...26:
      guard let letter = Unicode.Scalar(value + 96) else { return .ignored }
      return .key(.control(Character(letter)))
    default:
      guard let scalar = Unicode.Scalar(value) else { return .ignored }
      let character = Character(scalar)
      return Sanitizer.isSafe(character) ? .key(.character(character)) : .ignored
    }
  }

  /// A function key read with `wget_wch` returning `KEY_CODE_YES`; mouse and resize are
  /// handled by the reader, which has the screen.
  static func decode(code: Int32) -> DecodedInput {
    switch code {
    case KEY_UP: return .key(.up)
    case KEY_DOWN: return .key(.down)
    case KEY_LEFT: return .key(.left)
    case KEY_RIGHT: return .key(.right)
    case KEY_HOME: return .key(.home)
    case KEY_END: return .key(.end)
    case KEY_PPAGE: return .key(.pageUp)
    case KEY_NPAGE: return .key(.pageDown)
    case KEY_DC: return .key(.delete)
    case KEY_IC: return .key(.insert)
    case KEY_BACKSPACE: return .key(.backspace)
    case KEY_BTAB: return .key(.backTab)
    case KEY_ENTER: return .key(.enter)
    case KEY_SUSPEND: return .suspend
    default:
      let number = code - cnc_key_f(0)
      if (1...12).contains(number) { return .key(.function(Int(number))) }
      return .ignored
    }
  }
}
