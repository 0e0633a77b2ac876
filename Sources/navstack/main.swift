import Foundation
import NavStack
import NavStackTerminal
import Notebook

// Arguments → configuration → run. Everything else lives in the libraries.

let environment = ProcessInfo.processInfo.environment
Locale.ensureUTF8(environment: environment)
let standardError = FileHandle.standardError
func printError(_ text: String) { standardError.write(Data((text + "\n").utf8)) }

let options: CommandLineOptions
do {
  options = try CommandLineOptions.parse(
    Array(CommandLine.arguments.dropFirst()), environment: environment)
} catch {
  printError(error.description)
  exit(2)
}

var curses: CursesTerminal?
let runner = AppRunner(
  options: options, environment: environment, printError: printError,
  printOutput: { print($0) })
let status = MainActor.assumeIsolated {
  runner.run(
    isInteractiveTerminal: CursesTerminal.checkTTY(),
    makeTerminal: { options in
      if options.headless { return HeadlessTerminal(size: options.size ?? .standard) }
      let terminal = try CursesTerminal(
        options: CursesTerminal.Options(mouse: options.mouse, color: options.color))
      curses = terminal
      return terminal
    },
    close: { curses?.close() })
}
// Stopped by SIGTERM or SIGHUP (after saving any draft): the shell's 128 + signal convention.
let signal = MainActor.assumeIsolated { curses?.terminatingSignal }
exit(signal.map { 128 + $0 } ?? status)
