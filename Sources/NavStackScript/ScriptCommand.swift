import NavStack

/// One action or check of a keystroke script.
///
/// Actions (keys, typed text, resizes, clicks, sleeps) feed the application; checks
/// (expectations, snapshots) read the last frame. Header settings are not commands: they are
/// collected into `ScriptSettings` before the first action.
public enum ScriptCommand: Hashable, Sendable {
  /// A key pressed `count` times (`Down 3`).
  case key(Key, count: Int)
  /// Text typed one character at a time; a newline is Enter, a tab is Tab.
  case type(String)
  /// Raw bytes through the input decoder, as a terminal sends them (`Send "\e[1;5C"`).
  case send([UInt8])
  /// A bracketed paste of the text (`Paste "two\tcolumns"`).
  case paste(String)
  /// A new terminal size (`Resize 60x20`).
  case resize(Size)
  /// A mouse event (`Click 12 4` is a click at column 12, row 4).
  case mouse(MouseEvent)
  /// A click at the first cell of the first place on screen showing the text (`Click "Save"`);
  /// the replay fails, naming the text, when no place shows it.
  case clickText(String)
  /// Advances the virtual clock; never a real wait.
  case sleep(milliseconds: Int)
  /// A check of the last frame or of the navigation stack.
  case expect(ScriptExpectation)
  /// Compares the last frame with the snapshot file of this name.
  case snapshot(String)

  /// The keys a `Type` command sends for its text.
  public static func keys(typing text: String) -> [Key] {
    text.map { character in
      switch character {
      case "\n", "\r\n", "\r": return .enter
      case "\t": return .tab
      default: return .character(character)
      }
    }
  }

  /// Whether this command checks rather than acts.
  public var isCheck: Bool {
    switch self {
    case .expect, .snapshot: return true
    default: return false
    }
  }
}

/// What an `Expect…` line checks.
public enum ScriptExpectation: Hashable, Sendable {
  /// `Expect "text"`: the screen contains the text.
  case screenContains(String)
  /// `Expect row N "text"`: row N (0-based) contains the text.
  case rowContains(row: Int, text: String)
  /// `ExpectNot "text"`: the screen does not contain the text.
  case screenLacks(String)
  /// `ExpectStack "A > B | C"`: the application's stack description is exactly this.
  case stack(String)
}

/// A command with the place it came from, for messages that name the line.
public struct ScriptStep: Hashable, Sendable {
  /// What the step does.
  public var command: ScriptCommand
  /// The 1-based line of the command.
  public var line: Int
  /// The 1-based column where the command starts.
  public var column: Int

  /// A step running `command`, written at `line` and `column`.
  public init(_ command: ScriptCommand, line: Int, column: Int = 1) {
    self.command = command
    self.line = line
    self.column = column
  }
}
