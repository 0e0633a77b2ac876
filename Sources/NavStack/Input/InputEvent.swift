/// Any input a window takes, as `InputDecoder` reads it from a terminal's bytes: every run
/// loop, replay and test session hands it to `Application.handle(_:)`.
///
/// Keys come with their modifiers, clicks and the wheel at 0-based cells; a resize, a
/// bracketed paste, focus changes and sequences nobody knows arrive the same way, so there is
/// one entry point for all input, and a replay delivers exactly what a terminal would.
public enum InputEvent: Hashable, Sendable {
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
}
