import FoundationEssentials
import Glibc
import NavStack

/// The state of one replay: the last frame, the counters and the virtual clock.
///
/// `Replayer` holds what a replay is configured with; a session is created per run, so a
/// replayer can run its script again from a clean start.
@MainActor
final class ReplaySession {
  private let script: KeyScript
  private let options: Replayer.Options
  private let onFrame: Replayer.FrameObserver?
  private let app: any Application
  private let terminal: any Terminal

  private var canvas = Canvas(size: Size(width: 0, height: 0))
  private var keyCount = 0
  private var eventCount = 0
  private var frameCount = 0
  private var snapshotCount = 0
  private var snapshotsWritten: [String] = []
  private var clock = 0
  /// The line whose event made the application finish.
  private var finishedOnLine: Int?
  /// Every scripted input goes through the decoder a terminal's bytes go through.
  private var decoder = InputDecoder()
  /// How scripted keys become bytes: as xterm sends them.
  private let keyboard = TerminalKeys(.xterm)

  init(
    script: KeyScript, options: Replayer.Options, onFrame: Replayer.FrameObserver?,
    app: any Application, terminal: any Terminal
  ) {
    self.script = script
    self.options = options
    self.onFrame = onFrame
    self.app = app
    self.terminal = terminal
  }

  func run() -> ReplayResult {
    if options.appliesHeaderSize, let size = script.settings.size, size != terminal.size {
      terminal.resize(to: size)
      app.handle(.resize(terminal.size))
    }
    present(after: nil, line: 0)
    for step in script.steps {
      if let outcome = perform(step) { return result(outcome) }
    }
    return result(.passed)
  }

  private func result(_ outcome: ReplayOutcome) -> ReplayResult {
    ReplayResult(
      outcome: outcome, keyCount: keyCount, eventCount: eventCount, frameCount: frameCount,
      snapshotCount: snapshotCount, snapshotsWritten: snapshotsWritten, clockMilliseconds: clock,
      applicationFinished: app.isFinished)
  }

  /// Carries out one step; how the replay ends when it is a check that fails or a snapshot
  /// that cannot be read or written.
  private func perform(_ step: ScriptStep) -> ReplayOutcome? {
    let line = step.line
    if app.isFinished {
      guard step.command.isCheck else { return nil }
      let quitLine = finishedOnLine.map { " on line \($0)" } ?? ""
      return .failed(
        "\(script.path):\(line): the application quit\(quitLine), before this check\n"
          + canvas.numberedText)
    }
    switch step.command {
    case .key(let key, let count):
      for _ in 0..<count {
        if !press(key, line: line) { break }
      }
    case .type(let text):
      for key in ScriptCommand.keys(typing: text) {
        if !press(key, line: line) { break }
      }
    case .send(let bytes):
      feed(bytes, line: line)
    case .paste(let text):
      feed(Array(("\u{1B}[200~" + text + "\u{1B}[201~").utf8), line: line)
    case .resize(let size):
      terminal.resize(to: size)
      send(.resize(terminal.size), line: line)
    case .mouse(let mouse):
      feed(Self.report(mouse), line: line)
    case .clickText(let text):
      guard let point = canvas.firstCell(showing: text) else {
        return .failed(
          "\(script.path):\(line): cannot click \(ScriptQuote.quoted(text)): "
            + "no place on the screen shows it\n\(canvas.numberedText)")
      }
      feed(Self.report(MouseEvent(.click, at: point)), line: line)
    case .sleep(let milliseconds):
      // A pause in typing, as the run loop has it: a text editor writes what it held back.
      TextArea.commitPendingEdits()
      app.advanceClock(by: milliseconds)
      clock += milliseconds
      present(after: nil, line: line)
    case .expect(let expectation):
      guard let failure = expectation.failure(on: canvas, stack: { app.stackDescription }) else {
        return nil
      }
      return .failed("\(script.path):\(line): \(failure)\n\(canvas.numberedText)")
    case .snapshot(let name):
      return snapshot(name, line: line)
    }
    return nil
  }

  /// Sends the bytes a terminal sends for `key` through the decoder.
  ///
  /// false once the application finished. A key no terminal can send is handed over as it is.
  private func press(_ key: Key, line: Int) -> Bool {
    guard let bytes = keyboard.bytes(for: key) else { return send(.key(key), line: line) }
    return feed(bytes, line: line)
  }

  /// Feeds bytes to the decoder, then lets the Esc delay pass (a scripted key stands alone);
  /// sends each event decoded; false once the application finished.
  @discardableResult
  private func feed(_ bytes: [UInt8], line: Int) -> Bool {
    for event in decoder.feed(bytes) + decoder.flush() {
      if !send(event, line: line) { return false }
    }
    return !app.isFinished
  }

  /// A click as an SGR mouse report: the press, then the release.
  static func report(_ mouse: MouseEvent) -> [UInt8] {
    let place = "\(mouse.position.x + 1);\(mouse.position.y + 1)"
    let code: Int
    switch mouse.kind {
    case .click: code = mouse.button == .right ? 2 : mouse.button == .middle ? 1 : 0
    case .wheelUp: code = 64
    case .wheelDown: code = 65
    }
    let release = mouse.kind == .click ? "\u{1B}[<\(code);\(place)m" : ""
    return Array(("\u{1B}[<\(code);\(place)M" + release).utf8)
  }

  /// Sends one event and presents the frame after it; false once the application finished.
  @discardableResult
  private func send(_ event: TerminalEvent, line: Int) -> Bool {
    // The last frame is let go before the event draws the next from it: held here, the
    // window's first write to the next would copy every cell.
    canvas = Canvas(size: Size(width: 0, height: 0))
    app.deliver(event)
    eventCount += 1
    if case .key = event { keyCount += 1 }
    present(after: event.inputEvent, line: line)
    if app.isFinished {
      finishedOnLine = finishedOnLine ?? line
      return false
    }
    pauseThread(milliseconds: options.delayMilliseconds)
    return true
  }

  private func present(after event: InputEvent?, line: Int) {
    canvas = Canvas(size: Size(width: 0, height: 0))
    canvas = app.render(size: terminal.size)
    terminal.present(canvas)
    let frame = ReplayFrame(
      canvas: canvas, index: frameCount, event: event, clockMilliseconds: clock, line: line)
    frameCount += 1
    onFrame?(frame)
  }

  /// Compares the last frame with its snapshot file, or records it when updating; a file
  /// that cannot be read or written is an error, not a failed check.
  private func snapshot(_ name: String, line: Int) -> ReplayOutcome? {
    snapshotCount += 1
    let place = "\(script.path):\(line)"
    guard let directory = options.snapshotsDirectory else {
      return .error(
        "\(place): snapshot '\(name)' cannot be checked: no snapshot directory is set "
          + "(--snapshots DIR)")
    }
    let store = SnapshotStore(directory: directory)
    let file = store.path(script: script.name, name: name)
    let actual = canvas.snapshot
    let recorded: String?
    do {
      recorded = try store.read(script: script.name, name: name)
    } catch {
      return .error("\(place): cannot read snapshot \(file): \(FileErrorReason.of(error))")
    }
    if recorded == actual { return nil }
    if options.updateSnapshots {
      do {
        try store.write(actual, script: script.name, name: name)
      } catch {
        return .error("\(place): cannot write snapshot \(file): \(FileErrorReason.of(error))")
      }
      snapshotsWritten.append(file)
      return nil
    }
    guard let recorded else {
      return .failed(
        "\(place): snapshot '\(name)' is not recorded: \(file) does not exist; "
          + "run with --update-snapshots to record it\n\(canvas.numberedText)")
    }
    let diff =
      UnifiedDiff.diff(
        from: recorded, to: actual, oldName: file, newName: "\(name) (this run)") ?? ""
    let body = diff.hasSuffix("\n") ? String(diff.dropLast()) : diff
    return .failed(
      "\(place): snapshot '\(name)' differs from \(file); "
        + "run with --update-snapshots to accept it\n\(body)")
  }
}

/// Blocks the calling thread for `milliseconds` (none when it is not positive), through
/// interruptions by signals.
private func pauseThread(milliseconds: Int) {
  guard milliseconds > 0 else { return }
  var wait = timespec(tv_sec: milliseconds / 1_000, tv_nsec: (milliseconds % 1_000) * 1_000_000)
  var left = timespec()
  while nanosleep(&wait, &left) != 0 && errno == EINTR { wait = left }
}
