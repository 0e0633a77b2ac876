import CNcurses
import Glibc
import NavStack

extension CursesTerminal {
  /// Waits at most `milliseconds` for the next key, click, paste or resize; `.ended` when
  /// input ends or a terminating signal came.
  ///
  /// Bytes are read from the tty directly (never through `getch`) and decoded by the core's
  /// `InputDecoder`, the same decoder replays use. The wait is a `poll` of at most 200 ms in a
  /// loop, so a signal flag set by the C handler is seen at once (the poll returns EINTR) or
  /// at the latest on the next turn; while the decoder holds a lone Esc the wait is the Esc
  /// delay, after which the Esc counts as pressed. A SIGWINCH that leaves the size as it was
  /// repaints the last frame and is not reported. Output printed meanwhile (by a timer, a
  /// thread, or a body evaluated while drawing) ends the wait with `.timedOut` once a poll has
  /// passed without input, so the loop hands it to the log and draws; a body that prints each
  /// time it is drawn so redraws at most five times a second, and cannot keep the loop busy.
  public func nextEvent(waitingAtMost milliseconds: Int) -> TerminalWait {
    let deadline =
      milliseconds == Int.max
      ? nil : ContinuousClock.now.advanced(by: .milliseconds(milliseconds))
    while isOpen && terminatingSignal == nil {
      if let event = takeQueuedEvent() { return .event(event) }
      if inputEnded { return .ended }
      let signal = cnc_take_pending_signal()
      if signal != 0 {
        terminatingSignal = signal
        return .ended
      }
      if cnc_take_pending_stop() {
        suspend()
        continue
      }
      if cnc_take_pending_resize(), let event = resizeEvent() { return .event(event) }
      let waiting = decoder.isWaiting
      var interval = waiting ? Int32(clamping: escapeDelay) : Self.pollInterval
      if let deadline {
        let left = ContinuousClock.now.duration(to: deadline)
        if left <= .zero && !waiting { return .timedOut }
        let leftMilliseconds = Int32(
          clamping: left.components.seconds * 1000
            + left.components.attoseconds / 1_000_000_000_000_000 + 1)
        interval = min(interval, max(0, leftMilliseconds))
      }
      var poller = pollfd(fd: streams.inputDescriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, interval)
      if ready < 0 {
        if errno == EINTR { continue }
        endInput()
      } else if ready == 0 {
        if waiting {
          queue(decoder.flush())
        } else if hasUnreadOutput {
          return .timedOut
        }
      } else {
        readInput()
      }
    }
    return .ended
  }

  /// How long one wait for input lasts before the signal flag is checked again.
  static var pollInterval: Int32 { 200 }

  /// Reads what the tty has and decodes it; end of input or an error ends input.
  private func readInput() {
    var bytes = [UInt8](repeating: 0, count: 4_096)
    let count = bytes.withUnsafeMutableBytes {
      read(streams.inputDescriptor, $0.baseAddress, 4_096)
    }
    if count < 0 && (errno == EINTR || errno == EAGAIN) { return }
    guard count > 0 else {
      endInput()
      return
    }
    if !decoderHasTerminfoKeys {
      TerminfoKeys.add(to: &decoder)
      decoderHasTerminfoKeys = true
    }
    queue(decoder.feed(bytes[0..<count]))
  }

  private func endInput() {
    inputEnded = true
    queue(decoder.finish())
  }

  /// Keeps decoded events for the app, dropping what this terminal handles itself or what the
  /// user turned off: Ctrl+Z suspends here, and with `--no-mouse` a stray report is dropped.
  private func queue(_ events: [InputEvent]) {
    for event in events {
      switch event {
      case .key(.control("z")):
        queuedEvents.append(.suspendRequest)
      case .mouse where !mouseEnabled:
        continue
      default:
        queuedEvents.append(.event(event))
      }
    }
  }

  private func takeQueuedEvent() -> InputEvent? {
    while !queuedEvents.isEmpty {
      switch queuedEvents.removeFirst() {
      case .event(let event): return event
      case .suspendRequest: suspend()
      }
    }
    return nil
  }

  /// After SIGWINCH: ncurses takes the new size; the app hears of it only if it changed.
  private func resizeEvent() -> InputEvent? {
    var rows: Int32 = 0
    var columns: Int32 = 0
    if cnc_window_size(streams.outputDescriptor, &rows, &columns) {
      resizeterm(rows, columns)
    }
    needsFullRepaint = true
    clearok(cnc_curscr(), true)
    if let previous, previous.size == size {
      present(previous)
      return nil
    }
    return .resize(size)
  }
}

/// What the input loop hands on: an event for the app, or a suspension it does itself.
enum QueuedInput {
  case event(InputEvent)
  case suspendRequest
}
