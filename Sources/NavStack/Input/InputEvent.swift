/// What a terminal's input decodes to: the plain, `Sendable` events `InputDecoder` produces,
/// for any runtime that reads a terminal or a replay.
///
/// It carries what `InputEvent` does (keys with their modifiers, clicks and the wheel at
/// 0-based cells, resizes) and what only a terminal sends: a bracketed paste, focus changes
/// and sequences nobody knows. `Application.deliver(_:)` hands each to the right entry point.
public enum TerminalEvent: Hashable, Sendable {
  /// A key, with the modifiers held.
  case key(Key)
  /// A click or a turn of the wheel.
  case mouse(MouseEvent)
  /// The terminal's new size.
  case resize(Size)
  /// Text the user pasted (bracketed paste), as one event: it is text, never commands.
  /// Line breaks arrive as `\n`.
  case paste(String)
  /// The terminal window gained (true) or lost (false) the focus (mode 1004 reports).
  case focus(Bool)
  /// A complete sequence the decoder does not know, shown escaped (`ESC[?62c`): it is logged,
  /// never typed.
  case unrecognized(String)

  /// The same event, from the run loop's kind.
  public init(_ event: InputEvent) {
    switch event {
    case .key(let key): self = .key(key)
    case .mouse(let mouse): self = .mouse(mouse)
    case .resize(let size): self = .resize(size)
    }
  }

  /// The event as `Application.handle(_:)` takes it; nil for pastes, focus changes and
  /// unknown sequences, which have entry points of their own.
  public var inputEvent: InputEvent? {
    switch self {
    case .key(let key): return .key(key)
    case .mouse(let mouse): return .mouse(mouse)
    case .resize(let size): return .resize(size)
    case .paste, .focus, .unrecognized: return nil
    }
  }
}
