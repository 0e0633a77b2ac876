import FoundationEssentials
import Glibc
import NavStack

extension TerminalRunner {
  /// Runs the process: reads the command line, takes the terminal (ncurses, or memory with
  /// `--headless`), runs, gives the terminal back and exits with the run's status.
  ///
  /// A usage error prints its message and exits 2 before anything else. A run stopped by
  /// SIGTERM, SIGHUP or SIGINT exits 128 + the signal, as shells expect; the terminal is
  /// restored on every way out, and whatever the app keeps in `UserDefaults` is written
  /// (`ProcessExit`), also when the app calls `exit()` itself.
  public static func main(_ commandLine: AppCommandLine, launch: @escaping Launcher) -> Never {
    ProcessExit.installExitHook()
    let environment = ProcessEnvironment.current()
    Locale.ensureUTF8(environment: environment, program: commandLine.name)
    let printError: @MainActor (String) -> Void = { StandardError.write($0 + "\n") }
    let options: RunOptions
    do {
      options = try RunOptions.parse(
        Array(CommandLine.arguments.dropFirst()), environment: environment,
        commandLine: commandLine)
    } catch {
      printError(error.description)
      exit(2)
    }
    var curses: CursesTerminal?
    let runner = TerminalRunner(
      commandLine: commandLine, options: options, environment: environment,
      printError: printError, printOutput: { print($0) }, launch: launch)
    // Standard input and output, or the controlling terminal for one that is redirected.
    let endpoints = options.headless ? nil : ControllingTerminal.endpoints()
    let status = runner.run(
      isInteractiveTerminal: endpoints != nil,
      makeTerminal: { options in
        if options.headless { return HeadlessTerminal(size: options.size ?? .standard) }
        guard let endpoints else { throw CursesTerminalError.noTerminal }
        let terminal = try CursesTerminal(
          options: CursesTerminal.Options(
            input: endpoints.input, output: endpoints.output, mouse: options.mouse,
            color: options.color))
        curses = terminal
        return terminal
      },
      close: { curses?.close() })
    // Stopped by a signal (after the app's finish): the shell's 128 + signal convention.
    exit(curses?.terminatingSignal.map { 128 + $0 } ?? status)
  }
}
