import FoundationEssentials
import NavStack
import NavStackScript

/// How a run starts, as the app's launcher is told.
public enum RunStart {
  /// A `--replay` of this script; the application is made for it, without restored state.
  case replay(KeyScript)
  /// An interactive run on the terminal (possibly `--record`ing it).
  case interactive
}

/// Runs an app as the command line asks: interactively, or a keystroke replay.
///
/// The terminal is made by the caller (`makeTerminal`), so tests run it headless; `main`
/// makes an ncurses one. Everything that can fail on input — arguments, the script, what the
/// app's launcher checks — fails here, before a terminal is taken, with one line and status 2.
@MainActor
public struct TerminalRunner {
  /// Makes the terminal to draw on, once nothing on the command line is wrong.
  public typealias TerminalFactory = @MainActor (RunOptions) throws -> any Terminal
  /// Prepares the app's run, or returns nil after printing why it cannot start (status 2).
  public typealias Launcher = @MainActor (TerminalRunner, RunStart) -> AppRun?

  /// The app's name, version and own options.
  public var commandLine: AppCommandLine
  /// The options parsed.
  public var options: RunOptions
  /// The process environment, for `SHELL` in casts and whatever the app reads.
  public var environment: [String: String]
  /// Where messages go; standard error in the app.
  public var printError: @MainActor (String) -> Void
  /// Where `--help` and `--version` go; standard output in the app.
  public var printOutput: @MainActor (String) -> Void
  /// Prepares each run.
  public var launch: Launcher

  /// A runner of `options` for the app `commandLine` describes and `launch` prepares.
  public init(
    commandLine: AppCommandLine, options: RunOptions, environment: [String: String],
    printError: @escaping @MainActor (String) -> Void,
    printOutput: @escaping @MainActor (String) -> Void,
    launch: @escaping Launcher
  ) {
    self.commandLine = commandLine
    self.options = options
    self.environment = environment
    self.printError = printError
    self.printOutput = printOutput
    self.launch = launch
  }

  /// Runs to the end; returns the exit status: 0, 1 when a replay check failed, 2 on bad input.
  public func run(
    isInteractiveTerminal: Bool, makeTerminal: TerminalFactory, close: @MainActor () -> Void
  ) -> Int32 {
    if options.showHelp {
      printOutput(commandLine.helpText)
      return 0
    }
    if options.showVersion {
      printOutput([commandLine.name, commandLine.version].compactMap { $0 }.joined(separator: " "))
      return 0
    }
    if options.listPreviews {
      let list = Self.previewList(CompiledPreview.all())
      if !list.isEmpty { printOutput(list) }
      return 0
    }
    if let selector = options.previewName {
      guard let launcher = previewLauncher(selector) else { return 2 }
      var runner = self
      runner.options.previewName = nil
      runner.launch = launcher
      return runner.run(
        isInteractiveTerminal: isInteractiveTerminal, makeTerminal: makeTerminal, close: close)
    }
    // Bad input is named before the terminal is even looked at: the file is the problem.
    let makeTerminal: () -> (any Terminal)? = {
      self.takeTerminal(isInteractive: isInteractiveTerminal, make: makeTerminal)
    }
    if let scriptPath = options.replayScript {
      return replay(scriptPath, makeTerminal: makeTerminal, close: close)
    }
    return interactive(makeTerminal: makeTerminal, close: close)
  }

  /// The terminal to draw on, or nil with the reason printed: no terminal (neither standard
  /// input and output nor a controlling one) without `--headless`, or a terminal type that
  /// cannot be used.
  private func takeTerminal(isInteractive: Bool, make: TerminalFactory) -> (any Terminal)? {
    if !options.headless && !isInteractive {
      printError(
        "\(commandLine.name): there is no terminal to draw on: standard input or output is "
          + "not a terminal, and the process has no controlling terminal "
          + "(\(ControllingTerminal.path)); use --replay SCRIPT --headless to run without one")
      return nil
    }
    do {
      return try make(options)
    } catch {
      printError("\(commandLine.name): \(FileErrorReason.of(error))")
      return nil
    }
  }

  private func replay(
    _ scriptPath: String, makeTerminal: () -> (any Terminal)?, close: () -> Void
  ) -> Int32 {
    let source: ScriptSource.Script
    switch ScriptSource.read(scriptPath) {
    case .success(let read): source = read
    case .failure(let failure):
      printError("\(commandLine.name): \(failure)")
      return 2
    }
    let script: KeyScript
    switch KeyScript.parse(source.text, path: source.name) {
    case .success(let parsed): script = parsed
    case .failure(let errors):
      printError(errors.description)
      return 2
    }
    guard let run = launch(self, .replay(script)) else { return 2 }
    defer { run.release() }
    guard let outputs = openOutputs(run), let terminal = makeTerminal() else { return 2 }
    let size = options.size ?? script.settings.size ?? .standard
    terminal.resize(to: size)
    let app = run.makeApplication(true)
    endsSceneAtExit(app)
    let snapshots =
      options.snapshotsDirectory ?? ScriptSource.snapshotsDirectory(beside: scriptPath)
    let replayer = Replayer(
      script: script,
      options: Replayer.Options(
        snapshotsDirectory: snapshots, updateSnapshots: options.updateSnapshots,
        delayMilliseconds: options.delayMilliseconds ?? 0,
        appliesHeaderSize: options.size == nil),
      onFrame: outputs.frameObserver(for: script, environment: environment))
    let result = replayer.run(app: app, terminal: terminal)
    outputs.finishReplay(result)
    close()
    if let failure = result.outcome.failureMessage { printError(failure) }
    for written in result.snapshotsWritten { printError("wrote \(written)") }
    return closeOutputs(outputs) ?? result.exitStatus
  }

  private func interactive(makeTerminal: () -> (any Terminal)?, close: () -> Void) -> Int32 {
    guard let run = launch(self, .interactive) else { return 2 }
    defer { run.release() }
    guard let outputs = openOutputs(run), let terminal = makeTerminal() else { return 2 }
    let app = run.makeApplication(outputs.startsAsReplay)
    SystemServices.install(on: app, terminal: terminal as? CursesTerminal)
    endsSceneAtExit(app)
    EventLoop.run(
      app, on: outputs.wrap(terminal, firstRun: run.firstRun, environment: environment))
    run.finish(app)
    close()
    return closeOutputs(outputs) ?? 0
  }

  /// Sends the app's scene to the background as the process ends, however it ends (R52).
  ///
  /// Its `onChange(of: scenePhase)` runs and its `@SceneStorage` is written, before the
  /// defaults are (`ProcessExit`). Every way out calls `exit` on the main thread.
  private func endsSceneAtExit(_ app: any Application) {
    let ending = EndingApplication(app: app)
    ProcessExit.add { MainActor.assumeIsolated { ending.app.enterBackground() } }
  }

  // MARK: Recording and casts (--record, --cast)

  /// Opens the `--record` and `--cast` files before the terminal is taken; nil, with the
  /// reason printed, when one cannot be written.
  private func openOutputs(_ run: AppRun) -> RunOutputs? {
    var inputs = run.inputs
    if let script = options.replayScript, script != ScriptSource.standardInput {
      inputs.append((what: "the replayed script", path: script))
    }
    switch RunOutputs.open(options, inputs: inputs, program: commandLine.name) {
    case .success(let outputs): return outputs
    case .failure(let failure):
      printError(failure.message)
      return nil
    }
  }

  /// Closes the `--record` and `--cast` files once the terminal is back; status 2, with the
  /// reason printed, when a write failed.
  private func closeOutputs(_ outputs: RunOutputs) -> Int32? {
    guard let message = outputs.close() else { return nil }
    printError(message)
    return 2
  }
}

/// The running app, held until the process ends so its scene can end then.
private final class EndingApplication: @unchecked Sendable {
  /// Read only on the main thread, in the exit work `endsSceneAtExit` registers.
  let app: any Application
  init(app: any Application) { self.app = app }
}
