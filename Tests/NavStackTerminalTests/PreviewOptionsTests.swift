import NavStackTerminal
import Testing

/// `--previews` and `--preview NAME` on the command line: every `App` takes them
/// (`AppCommandLine.previews`), a program with its own launcher does not.
@Suite("Preview options on the command line")
struct PreviewOptionsTests {
  static let app = AppCommandLine(name: "app", previews: true)
  static let notebook = AppCommandLine(name: "notebook")

  func parse(_ arguments: [String], _ commandLine: AppCommandLine = app) -> Result<
    RunOptions, RunOptions.UsageError
  > {
    Result { () throws(RunOptions.UsageError) in
      try RunOptions.parse(arguments, commandLine: commandLine)
    }
  }

  @Test("an App reads --previews and --preview NAME, with the run options beside it")
  func parsed() throws {
    #expect(try parse(["--previews"]).get().listPreviews)
    let options = try parse(["--preview", "Detail", "--replay", "d.keys", "--headless"]).get()
    #expect(options.previewName == "Detail")
    #expect(options.replayScript == "d.keys")
    #expect(options.headless)
  }

  @Test("--preview needs its name, once")
  func refused() {
    #expect(parse(["--preview"]).failure?.message == "--preview needs a value")
    #expect(parse(["--preview", "--headless"]).failure?.message == "--preview needs a value")
    #expect(
      parse(["--preview", "A", "--preview", "B"]).failure?.message
        == "--preview is given more than once")
  }

  @Test("a program that shows no previews refuses the options as unknown")
  func notOffered() {
    #expect(
      parse(["--previews"], Self.notebook).failure?.message == "unknown option '--previews'")
    #expect(
      parse(["--previews", "--previews"], Self.notebook).failure?.message
        == "unknown option '--previews'")
    #expect(
      parse(["--preview", "A"], Self.notebook).failure?.message == "unknown option '--preview'")
  }

  @Test("--help shows the options where they are taken, and only there")
  func help() {
    let help = Self.app.helpText
    #expect(help.contains("\n       app --previews\n"))
    #expect(help.contains("\n       app --preview NAME [--replay SCRIPT [--headless] …]\n"))
    #expect(help.contains("\n  --previews           list the previews compiled into the program\n"))
    #expect(!Self.notebook.helpText.contains("preview"))
  }
}

extension Result {
  /// The error, or nil for a success.
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}
