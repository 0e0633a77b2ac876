import FoundationEssentials
import Glibc
import NavStack

/// A terminal whose input is a script's steps: what a replay hands the one run loop.
///
/// Frames go on to another terminal (in memory, or ncurses for a watched replay). Each action
/// becomes the bytes a terminal would send and goes through the decoder a terminal's bytes go
/// through; the loop gets the events one at a time and draws a frame after each. A check is
/// made, against the last frame presented, when the loop next asks for input; the first that
/// fails ends the input. A `Sleep` moves the virtual clock on and ends the wait with
/// `.timedOut`, so the loop writes what a text editor holds back and fires the timers then due,
/// as it does when a user pauses.
///
/// A terminal is made per run, so a replayer can run its script again from a clean start.
@MainActor
final class ScriptTerminal: Terminal {
  private let script: KeyScript
  private let options: Replayer.Options
  private let onFrame: Replayer.FrameObserver?
  private let inner: any Terminal
  /// The application's navigation stack, for `ExpectStack`.
  private let stack: @MainActor () -> String

  /// The next step to carry out.
  private var nextStep = 0
  /// The events the current step decoded to and not yet given, from `nextQueued` on.
  private var queued: [InputEvent] = []
  private var nextQueued = 0
  /// The line of the step being carried out; 0 before the first.
  private var line = 0
  /// The event the next frame follows; nil for the first frame and after a `Sleep`.
  private var lastEvent: InputEvent?
  /// The last frame presented, which checks and `Click` read.
  private(set) var canvas = Canvas(size: Size(width: 0, height: 0))
  private(set) var keyCount = 0
  private(set) var eventCount = 0
  private(set) var frameCount = 0
  private(set) var snapshotCount = 0
  private(set) var snapshotsWritten: [String] = []
  private var clock = 0
  /// How the input ended early: a failed check, or a snapshot that could not be read or written.
  private var outcome: ReplayOutcome?
  /// Every scripted input goes through the decoder a terminal's bytes go through.
  private var decoder = InputDecoder()
  /// How scripted keys become bytes: as xterm sends them.
  private let keyboard = TerminalKeys(.xterm)

  init(
    script: KeyScript, options: Replayer.Options, onFrame: Replayer.FrameObserver?,
    drawingOn inner: any Terminal, stack: @escaping @MainActor () -> String
  ) {
    self.script = script
    self.options = options
    self.onFrame = onFrame
    self.inner = inner
    self.stack = stack
  }

  /// The terminal drawn on's size.
  var size: Size { inner.size }

  /// The sum of the `Sleep`s so far.
  var virtualTime: Int? { clock }

  /// Resizes the terminal drawn on.
  func resize(to size: Size) { inner.resize(to: size) }

  /// What the terminal drawn on captured of standard output.
  func takePrintedLines() -> [String] { inner.takePrintedLines() }

  /// Shows the frame on the terminal drawn on and keeps it for the checks.
  func present(_ canvas: Canvas) {
    inner.present(canvas)
    self.canvas = canvas
    onFrame?(
      ReplayFrame(
        canvas: canvas, index: frameCount, event: lastEvent, clockMilliseconds: clock,
        line: line))
    frameCount += 1
  }

  /// The next event of the script, its checks made on the way.
  ///
  /// `.timedOut` for a `Sleep`, `.ended` once the steps are done or a check failed. The bound
  /// is ignored: a replay runs on its own clock.
  func nextEvent(waitingAtMost milliseconds: Int) -> TerminalWait {
    if lastEvent != nil { pauseThread(milliseconds: options.delayMilliseconds) }
    while true {
      if nextQueued < queued.count {
        let event = queued[nextQueued]
        nextQueued += 1
        eventCount += 1
        if case .key = event { keyCount += 1 }
        lastEvent = event
        // The last frame is let go before the event draws the next from it: held here, the
        // window's first write to the next would copy every cell.
        canvas = Canvas(size: Size(width: 0, height: 0))
        return .event(event)
      }
      guard outcome == nil, nextStep < script.steps.count else { return .ended }
      let step = script.steps[nextStep]
      nextStep += 1
      if let wait = perform(step) { return wait }
    }
  }

  /// Carries out one step: queues the events of an action, or makes a check; the wait to
  /// return for a `Sleep`, or `.ended` when a check failed.
  private func perform(_ step: ScriptStep) -> TerminalWait? {
    line = step.line
    queued.removeAll(keepingCapacity: true)
    nextQueued = 0
    switch step.command {
    case .key(let key, let count):
      for _ in 0..<count { press(key) }
    case .type(let text):
      for key in ScriptCommand.keys(typing: text) { press(key) }
    case .send(let bytes):
      feed(bytes)
    case .paste(let text):
      feed(Array(("\u{1B}[200~" + text + "\u{1B}[201~").utf8))
    case .resize(let size):
      inner.resize(to: size)
      queued.append(.resize(inner.size))
    case .mouse(let mouse):
      feed(Self.report(mouse))
    case .clickText(let text):
      guard let point = canvas.firstCell(showing: text) else {
        return fail(
          "cannot click \(ScriptQuote.quoted(text)): no place on the screen shows it\n"
            + canvas.numberedText)
      }
      feed(Self.report(MouseEvent(.click, at: point)))
    case .sleep(let milliseconds):
      clock += milliseconds
      lastEvent = nil
      canvas = Canvas(size: Size(width: 0, height: 0))
      return .timedOut
    case .expect(let expectation):
      if let failure = expectation.failure(on: canvas, stack: stack) {
        return fail("\(failure)\n\(canvas.numberedText)")
      }
    case .snapshot(let name):
      if let outcome = snapshot(name, line: step.line) {
        self.outcome = outcome
        return .ended
      }
    }
    return nil
  }

  /// Ends the input with a failed check of the current line.
  private func fail(_ message: String) -> TerminalWait {
    outcome = .failed("\(script.path):\(line): \(message)")
    return .ended
  }

  /// Queues what a terminal sends for `key`, decoded; a key no terminal can send as it is.
  ///
  /// A Ctrl+letter whose byte is another key's (Ctrl+J is a line feed, read as Enter) is sent
  /// as a terminal with kitty's keyboard protocol sends it, so it arrives as pressed.
  private func press(_ key: Key) {
    guard let bytes = keyboard.bytes(for: key) else {
      queued.append(.key(key))
      return
    }
    let start = queued.count
    feed(bytes)
    if case .control(let letter) = key, let code = letter.asciiValue,
      !queued[start...].elementsEqual([.key(key)])
    {
      queued.removeSubrange(start...)
      feed(Array("\u{1B}[\(code);\(KeyModifiers.control.xtermParameter)u".utf8))
    }
  }

  /// Queues the events `bytes` decode to, then lets the Esc delay pass (a scripted key stands
  /// alone).
  private func feed(_ bytes: [UInt8]) {
    queued += decoder.feed(bytes)
    queued += decoder.flush()
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

  /// How the replay ended, once the loop returned: as a check failed; with the first check
  /// after the application quit failing, since what it would check was never shown (later
  /// actions are skipped: nobody is there to receive them); or passed.
  func finish(applicationFinished: Bool) -> ReplayResult {
    var outcome = self.outcome ?? .passed
    if self.outcome == nil, applicationFinished,
      let check = script.steps[nextStep...].first(where: \.command.isCheck)
    {
      let quitLine = lastEvent == nil ? "" : " on line \(line)"
      outcome = .failed(
        "\(script.path):\(check.line): the application quit\(quitLine), before this check\n"
          + canvas.numberedText)
    }
    return ReplayResult(
      outcome: outcome, keyCount: keyCount, eventCount: eventCount, frameCount: frameCount,
      snapshotCount: snapshotCount, snapshotsWritten: snapshotsWritten, clockMilliseconds: clock,
      applicationFinished: applicationFinished)
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
