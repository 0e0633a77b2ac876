import FoundationEssentials
import NavStack
import NavStackTerminal
import NotebookStore

/// Runs the notebook as the command line asks: interactively, or a keystroke replay.
///
/// The command line, the terminal, recordings and casts are `TerminalRunner`'s, as for any
/// NavStack app; this adds the notebook's own start: the library (`--data`), its lock, the
/// folder to open (`--open`), the saved state and the draft kept from a killed run. Everything
/// that can fail on input fails before a terminal is taken, with one line and status 2.
@MainActor
public struct AppRunner {
  /// Makes the terminal to draw on, once nothing on the command line is wrong.
  public typealias TerminalFactory = TerminalRunner.TerminalFactory

  /// The options parsed.
  public var options: CommandLineOptions
  /// The process environment: where the library and the state live.
  public var environment: [String: String]
  /// Where messages go; standard error in the app.
  public var printError: @MainActor (String) -> Void
  /// Where `--help` and `--version` go; standard output in the app.
  public var printOutput: @MainActor (String) -> Void

  /// A runner of `options`.
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
    TerminalRunner(
      commandLine: CommandLineOptions.commandLine, options: options.standard,
      environment: environment, printError: printError, printOutput: printOutput,
      launch: { _, start in self.launch(start) }
    ).run(isInteractiveTerminal: isInteractiveTerminal, makeTerminal: makeTerminal, close: close)
  }

  /// Runs the process: the `navstack` executable's whole `main`.
  public static func main() -> Never {
    TerminalRunner.main(CommandLineOptions.commandLine) { runner, start in
      AppRunner(
        options: CommandLineOptions(runner.options), environment: runner.environment,
        printError: runner.printError, printOutput: runner.printOutput
      ).launch(start)
    }
  }

  /// The notebook's part of a run, or nil with the reason printed.
  func launch(_ start: RunStart) -> AppRun? {
    switch start {
    case .replay(let script): return replay(firstRun: script.settings.firstRun)
    case .interactive: return interactive()
    }
  }

  private func replay(firstRun: Bool) -> AppRun? {
    guard let loaded = model(inMemoryByDefault: true), checkOpenPath(in: loaded.model) else {
      return nil
    }
    let model = loaded.model
    let lock = loaded.lock
    let release: @MainActor () -> Void = {
      finishSaving(model)
      lock?.release()
    }
    return AppRun(inputs: inputs, release: release) { _ in
      NotebookApp.makeWindow(model: model, openPath: options.openPath, firstRun: firstRun)
    }
  }

  /// Waits for the saves still being written as the run ends, however it ends, and says so
  /// when the file cannot be made to hold every change.
  private func finishSaving(_ model: NotebookModel) {
    guard let failure = model.flush(), let path = model.path else { return }
    printError("navstack: \(path): the last changes are not in the file. \(failure)")
  }

  private func interactive() -> AppRun? {
    guard let loaded = model(inMemoryByDefault: false) else { return nil }
    let model = loaded.model
    let lock = loaded.lock
    if options.recordScript != nil, options.openPath != nil {
      printError(
        "navstack: --open cannot be used with --record: a recorded script starts "
          + "at the folder list")
      lock?.release()
      return nil
    }
    let location = DataLocation(dataPath: options.dataPath, environment: environment)
    let key = LibraryKey(path: location.libraryPath)
    let draftFiles = location.draftFiles(for: key)
    let stateProblem = location.stateFolderProblem().map { "Cannot keep drafts or state in \($0)" }
    let state = AppState.load(from: location.stateDirectory)
    let firstRun = !state.onboardingDone
    return AppRun(
      inputs: inputs, firstRun: firstRun,
      finish: { application in
        guard let window = application as? NotebookWindow else { return }
        // Every way out waits for the writer: q has already, a signal or Ctrl+C in an alert
        // has not. Changes the user chose to discard stay unwritten.
        if !window.discardsUnsavedChanges { finishSaving(model) }
        if !window.isFinished, let draft = Draft.capture(from: window, library: key) {
          // Stopped by SIGTERM or SIGHUP mid-edit: keep what was typed for the next start,
          // beside the library or in the temporary folder when the state folder will not do.
          if let file = draft.save(toFirstOf: draftFiles) {
            printError(
              "navstack: stopped with unsaved edits; they are kept in \(file) "
                + "and offered at the next start")
          } else {
            printError(
              "navstack: stopped with unsaved edits, which could not be kept: "
                + "none of \(draftFiles.joined(separator: ", ")) can be written")
          }
        }
        AppState.update(in: location.stateDirectory) {
          $0.setLastPath(NotebookApp.currentIDs(of: window), for: key)
        }
      },
      release: { lock?.release() }
    ) { startsAsReplay in
      let window = NotebookApp.makeWindow(
        model: model, openPath: options.openPath,
        restoredPath: startsAsReplay ? [] : state.lastPath(for: key), firstRun: firstRun
      ) {
        AppState.update(in: location.stateDirectory) { $0.onboardingDone = true }
      }
      if let notice = loaded.notice, window.statusMessage == nil {
        window.statusMessage = notice
      }
      if let stateProblem {
        // Said once: in the key bar, and printed, so the window's log keeps it too.
        printError("navstack: \(stateProblem)")
        window.statusMessage = stateProblem
      }
      let offerDraft: @MainActor () -> Void = {
        guard !startsAsReplay,
          let (file, draft) = draftFiles.lazy.compactMap({ file in
            Draft.load(file: file, for: key).map { (file, $0) }
          }).first
        else { return }
        NotebookApp.offer(draft, in: window) {
          try? FileManager.default.removeItem(atPath: file)
        }
      }
      if loaded.isNew {
        NotebookApp.offerToCreate(in: window, then: offerDraft)
      } else if let save = loaded.recoverable {
        NotebookApp.offer(save, in: window, then: offerDraft) {
          AppLog.append([$0], to: location.logPath)
        }
      } else {
        offerDraft()
      }
      return window
    }
  }

  /// The files the run reads that `--record` and `--cast` may not name: the library, unless
  /// a replay uses the sample in memory.
  private var inputs: [(what: String, path: String)] {
    guard options.replayScript == nil || options.dataPath != nil else { return [] }
    let location = DataLocation(dataPath: options.dataPath, environment: environment)
    return [(what: "the library", path: location.libraryPath)]
  }
}

/// Why the app could not start, as the one line it prints.
struct LaunchFailure: Error {
  var message: String
}
