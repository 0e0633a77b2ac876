import CNcurses
import Glibc
import NavStack

extension CursesTerminal {
  /// Waits for the next key, click or resize; nil when input ends or a terminating signal came.
  ///
  /// The wait is a `poll` of at most 200 ms in a loop, so a signal flag set by the C handler is
  /// seen at once (the poll returns EINTR) or at the latest on the next turn. ncurses is only
  /// asked for input without waiting, which also tells a quiet terminal from a closed one.
  /// A SIGWINCH that leaves the size as it was repaints the last frame and is not reported.
  public func nextEvent() -> InputEvent? {
    var emptyReads = 0
    while isOpen && !inputEnded && terminatingSignal == nil {
      let signal = cnc_take_pending_signal()
      if signal != 0 {
        terminatingSignal = signal
        return nil
      }
      switch readWaitingInput() {
      case .event(let event): return event
      case .consumed: continue
      case .nothing: break
      }
      var poller = pollfd(fd: streams.inputDescriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Self.pollInterval)
      if ready < 0 {
        if errno == EINTR { continue }
        inputEnded = true
        return nil
      }
      if ready == 0 {
        emptyReads = 0
        continue
      }
      switch readWaitingInput() {
      case .event(let event): return event
      case .consumed: emptyReads = 0
      case .nothing:
        let hungUp = Int32(poller.revents) & (POLLHUP | POLLERR | POLLNVAL) != 0
        emptyReads += 1
        if hungUp || (cnc_bytes_available(streams.inputDescriptor) <= 0 && emptyReads >= 3) {
          inputEnded = true
          return nil
        }
      }
    }
    return nil
  }

  /// How long one wait for input lasts before the signal flag is checked again.
  static var pollInterval: Int32 { 200 }

  private enum ReadResult {
    case event(InputEvent)
    /// Input was read but is not for the app (an unknown code, Ctrl+Z handled here).
    case consumed
    case nothing
  }

  /// One read from ncurses without waiting.
  ///
  /// The corresponding ncurses call is `wget_wch`.
  private func readWaitingInput() -> ReadResult {
    var value: wint_t = 0
    switch wget_wch(cnc_stdscr(), &value) {
    case OK: return handle(KeyDecoder.decode(character: UInt32(value)))
    case KEY_CODE_YES: return handle(code: Int32(bitPattern: value))
    default: return .nothing
    }
  }

  private func handle(code: Int32) -> ReadResult {
    switch code {
    case KEY_RESIZE:
      needsFullRepaint = true
      clearok(cnc_curscr(), true)
      if let previous, previous.size == size {
        present(previous)
        return .consumed
      }
      return .event(.resize(size))
    case KEY_MOUSE:
      return mouseEvent().map { .event(.mouse($0)) } ?? .consumed
    default:
      return handle(KeyDecoder.decode(code: code))
    }
  }

  private func handle(_ decoded: DecodedInput) -> ReadResult {
    switch decoded {
    case .key(let key): return .event(.key(key))
    case .escape: return .event(.key(keyAfterEscape()))
    case .suspend:
      suspend()
      return .consumed
    case .ignored: return .consumed
    }
  }

  /// Esc alone, or Alt+x when a printable character came with it in the same burst.
  ///
  /// ncurses has already waited the Esc delay for a function-key sequence; whatever follows
  /// now arrived together with the Esc. Anything but a printable character is put back.
  private func keyAfterEscape() -> Key {
    var value: wint_t = 0
    switch wget_wch(cnc_stdscr(), &value) {
    case OK:
      if case .key(.character(let character)) = KeyDecoder.decode(character: UInt32(value)) {
        return .alt(character)
      }
      unget_wch(wchar_t(bitPattern: UInt32(value)))
    case KEY_CODE_YES:
      ungetch(Int32(bitPattern: value))
    default:
      break
    }
    return .escape
  }

  /// The click or wheel turn ncurses just reported.
  ///
  /// The corresponding ncurses call is `getmouse`.
  private func mouseEvent() -> MouseEvent? {
    var event = MEVENT()
    guard getmouse(&event) == OK else { return nil }
    let position = Point(x: Int(event.x), y: Int(event.y))
    let state = event.bstate
    if state & (cnc_button1_pressed() | cnc_button1_clicked()) != 0 {
      return MouseEvent(.click, at: position)
    }
    if state & cnc_button4_pressed() != 0 { return MouseEvent(.wheelUp, at: position) }
    if state & cnc_button5_pressed() != 0 { return MouseEvent(.wheelDown, at: position) }
    return nil
  }
}
