import Foundation
import NavStack
import NotebookStore

/// Runs the app as the command line asks: interactively, or a keystroke replay.
///
/// The terminal is made by the caller (`makeTerminal`), so this file knows nothing of ncurses
/// and tests run it headless. Everything that can fail on input — arguments, the library, the
/// script — fails here, before a terminal is taken, with one line and status 2.
@MainActor
public struct AppRunner {
  public typealias TerminalFactory = @MainActor (CommandLineOptions) throws -> any Terminal

  public var options: CommandLineOptions
  public var environment: [String: String]
  /// Where messages go; standard error in the app.
  public var printError: @MainActor (String) -> Void
  public var printOutput: @MainActor (String) -> Void

  public init(
    options: CommandLineOptions, environment: [String: String],
    printError: @escaping @MainActor (String) -> Void,
    printOutput: @escaping @MainActor (String) -> Void
  ) {
    self.options = options
    self.environment = environment
    self.printError = printError
    self.printOutput = printOutput
  }

  /// Runs to the end; returns the exit status (SPEC §6).
  public func run(
    isInteractiveTerminal: Bool, makeTerminal: TerminalFactory, close: @MainActor () -> Void
  ) -> Int32 {
    if options.showHelp {
      printOutput(CommandLineOptions.usage)
      return 0
    }
    if options.showVersion {
      printOutput("navstack \(NotebookVersion.current)")
      return 0
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

  /// The terminal to draw on, or nil with the reason printed: no tty without `--headless`, or
  /// a terminal type that cannot be used.
  private func takeTerminal(isInteractive: Bool, make: TerminalFactory) -> (any Terminal)? {
    if !options.headless && !isInteractive {
      printError(
        "navstack: standard input and output are not a terminal; "
          + "use --replay SCRIPT --headless to run without one")
      return nil
    }
    do {
      return try make(options)
    } catch {
      printError("navstack: \(error)")
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
      printError(failure.description)
      return 2
    }
    let script: KeyScript
    switch KeyScript.parse(source.text, path: source.name) {
    case .success(let parsed): script = parsed
    case .failure(let errors):
      printError(errors.description)
      return 2
    }
    guard let model = model(inMemoryByDefault: true)?.model, checkOpenPath(in: model),
      let outputs = openOutputs(), let terminal = makeTerminal()
    else { return 2 }
    let size = options.size ?? script.settings.size ?? .standard
    terminal.resize(to: size)
    let window = NotebookApp.makeWindow(
      model: model, openPath: options.openPath, firstRun: script.settings.firstRun)
    let snapshots =
      options.snapshotsDirectory ?? ScriptSource.snapshotsDirectory(beside: scriptPath)
    let replayer = Replayer(
      script: script,
      options: Replayer.Options(
        snapshotsDirectory: snapshots, updateSnapshots: options.updateSnapshots,
        delayMilliseconds: options.delayMilliseconds ?? 0,
        appliesHeaderSize: options.size == nil),
      onFrame: outputs.frameObserver(for: script))
    let result = replayer.run(app: window, terminal: terminal)
    outputs.finishReplay(result)
    close()
    if let failure = result.outcome.failureMessage { printError(failure) }
    for written in result.snapshotsWritten { printError("wrote \(written)") }
    return closeOutputs(outputs) ?? result.exitStatus
  }

  private func interactive(makeTerminal: () -> (any Terminal)?, close: () -> Void) -> Int32 {
    guard let loaded = model(inMemoryByDefault: false) else { return 2 }
    let model = loaded.model
    let lock: LibraryLock?
    do {
      lock = try model.path.map { try LibraryLock.acquire(for: $0) }
    } catch {
      printError("navstack: \(error)")
      return 2
    }
    defer { lock?.release() }
    guard let outputs = openOutputs(), let terminal = makeTerminal() else { return 2 }
    let location = DataLocation(dataPath: options.dataPath, environment: environment)
    let key = LibraryKey(path: location.libraryPath)
    let state = AppState.load(from: location.stateDirectory)
    let firstRun = !state.onboardingDone
    let window = NotebookApp.makeWindow(
      model: model, openPath: options.openPath,
      restoredPath: outputs.startsAsReplay ? [] : state.lastPath(for: key), firstRun: firstRun
    ) {
      AppState.update(in: location.stateDirectory) { $0.onboardingDone = true }
    }
    if let notice = loaded.notice, window.statusMessage == nil { window.statusMessage = notice }
    let offerDraft: @MainActor () -> Void = {
      guard !outputs.startsAsReplay, let draft = Draft.load(from: location.stateDirectory, for: key)
      else { return }
      NotebookApp.offer(draft, in: window) { Draft.remove(from: location.stateDirectory, for: key) }
    }
    if let save = loaded.recoverable {
      NotebookApp.offer(save, in: window, then: offerDraft) {
        AppLog.append([$0], to: location.logPath)
      }
    } else {
      offerDraft()
    }
    EventLoop.run(
      window, on: outputs.wrap(terminal, firstRun: firstRun, environment: environment))
    if !window.isFinished, let draft = Draft.capture(from: window, library: key) {
      // Stopped by SIGTERM or SIGHUP mid-edit: keep what was typed for the next start.
      try? draft.save(to: location.stateDirectory)
    }
    AppState.update(in: location.stateDirectory) {
      $0.setLastPath(NotebookApp.currentIDs(of: window), for: key)
    }
    close()
    return closeOutputs(outputs) ?? 0
  }

  // MARK: Recording and casts (--record, --cast)

  /// Opens the `--record` and `--cast` files before the terminal is taken; nil, with the
  /// reason printed, when one cannot be written.
  private func openOutputs() -> RunOutputs? {
    var inputs: [(what: String, path: String)] = []
    if options.replayScript == nil || options.dataPath != nil {
      let location = DataLocation(dataPath: options.dataPath, environment: environment)
      inputs.append((what: "the library", path: location.libraryPath))
    }
    if let script = options.replayScript, script != ScriptSource.standardInput {
      inputs.append((what: "the replayed script", path: script))
    }
    switch RunOutputs.open(options, inputs: inputs) {
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

/// Why the app could not start, as the one line it prints.
struct LaunchFailure: Error {
  var message: String
}
