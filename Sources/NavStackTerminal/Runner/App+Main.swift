import FoundationEssentials
import NavStack

extension App {
  /// Runs the app on the terminal with the standard command line, as SwiftUI's `App.main()`
  /// starts an app: interactive use, `--replay SCRIPT`, `--headless`, `--record`, `--cast`
  /// and the rest (`--help` lists them), and `--previews` and `--preview NAME`, which list and
  /// show the previews compiled in.
  ///
  /// The program's name in messages is its file name; `--version` prints it with the app's
  /// `version`. The terminal is restored on every way out; the process exits with the run's
  /// status.
  public static func main() {
    let name =
      CommandLine.arguments.first.flatMap { $0.split(separator: "/").last.map(String.init) }
      ?? "app"
    let version = Self.version.isEmpty ? nil : Self.version
    TerminalRunner.main(AppCommandLine(name: name, version: version, previews: true)) { _, _ in
      AppRun { _ in Self().body.makeApplication() }
    }
  }
}
