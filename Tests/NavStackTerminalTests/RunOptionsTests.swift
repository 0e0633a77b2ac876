import NavStack
import NavStackTerminal
import Testing

/// The standard command line's spelling: `--opt=value` as well as `--opt value`, `--` ending
/// the options, and sizes that are two plain numbers.
@Suite("Run options: --opt=value, --, strict sizes")
struct RunOptionsTests {
  static let commandLine = AppCommandLine(
    name: "app", options: [.init("--data", valueName: "PATH", summary: "the data file")])

  func parse(_ arguments: [String]) throws(RunOptions.UsageError) -> RunOptions {
    try RunOptions.parse(arguments, commandLine: Self.commandLine)
  }

  /// The message of the usage error `arguments` give, or nil when they parse.
  func refusal(_ arguments: [String]) -> String? {
    do {
      _ = try parse(arguments)
      return nil
    } catch {
      return error.message
    }
  }

  @Test("--opt=value gives the value, for standard options and the app's own")
  func attachedValues() throws {
    let options = try parse([
      "--replay=walk.keys", "--size=100x30", "--data=--odd.json", "--snapshots=out/snaps",
      "--delay=5", "--headless",
    ])
    #expect(options.replayScript == "walk.keys")
    #expect(options.size == Size(width: 100, height: 30))
    #expect(options.value(of: "--data") == "--odd.json")
    #expect(options.snapshotsDirectory == "out/snaps")
    #expect(options.delayMilliseconds == 5)
    #expect(options.headless)
    #expect(try parse(["--record=a=b.keys"]).recordScript == "a=b.keys")
  }

  @Test(
    "--opt=value is refused where it cannot be meant",
    arguments: [
      (["--no-mouse=yes"], "--no-mouse takes no value, not '--no-mouse=yes'"),
      (["--data="], "--data needs a value"),
      (["--replay", "a.keys", "--size="], "--size needs a value"),
      (["--colour=no"], "unknown option '--colour'"),
      (["--data=a.json", "--data", "b.json"], "--data is given more than once"),
    ])
  func attachedRefusals(arguments: [String], message: String) {
    #expect(refusal(arguments) == message)
  }

  @Test("-- ends the options: nothing after it is read as one")
  func endOfOptions() throws {
    #expect(try parse(["--no-mouse", "--"]).mouse == false)
    #expect(
      refusal(["--", "--no-mouse"])
        == "unexpected argument '--no-mouse'; app takes options only")
    #expect(
      refusal(["--", "walk.keys"])
        == "unexpected argument 'walk.keys'; to replay a script, use --replay walk.keys")
  }

  @Test(
    "a size is two plain numbers: a sign, a third part or a space is refused",
    arguments: ["80x24x", "+80x24", "80x+24", "x80x24", "80 x24", "80x24 ", "-80x24", "80xx24"])
  func strictSizes(text: String) {
    #expect(Size(parsing: text) == nil)
    #expect(
      refusal(["--replay", "a.keys", "--size", text])
        == "--size wants WIDTHxHEIGHT, like 80x24, not '\(text)'")
  }

  @Test("the sizes a script and the command line write still parse")
  func plainSizes() {
    #expect(Size(parsing: "80x24") == Size(width: 80, height: 24))
    #expect(Size(parsing: "100×30") == Size(width: 100, height: 30))
  }
}
