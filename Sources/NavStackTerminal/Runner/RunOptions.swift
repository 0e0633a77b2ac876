import NavStack
import NavStackScript

/// The standard command line of a NavStack app, parsed without touching the terminal or the
/// disk.
///
/// Every app run by `TerminalRunner` (and so every `App`) takes these options; an app adds its
/// own through `AppCommandLine.options`, whose values land in `appValues`.
public struct RunOptions: Equatable, Sendable {
  /// False with `--no-mouse`.
  public var mouse = true
  /// False with `--no-color`, or when `NO_COLOR` is set and not empty.
  public var color = true
  /// `--replay SCRIPT`: the script to replay; `-` is standard input.
  public var replayScript: String?
  /// `--record SCRIPT`: where the keys typed are written as a script.
  public var recordScript: String?
  /// `--headless`: draw into memory instead of the terminal.
  public var headless = false
  /// `--size WxH`: a replay's screen size, at most `ScriptParser.maximumDimension` each way.
  public var size: Size?
  /// `--snapshots DIR`: where snapshot files live; nil for `Snapshots/` beside the script.
  public var snapshotsDirectory: String?
  /// `--update-snapshots`: write snapshots instead of comparing them.
  public var updateSnapshots = false
  /// `--cast FILE`: where the run is written as an asciicast v2 recording.
  public var castFile: String?
  /// `--overwrite`: an existing `--record` or `--cast` file may be replaced.
  public var overwrite = false
  /// `--delay MS`: a real pause after each replayed event.
  public var delayMilliseconds: Int?
  /// `--help` or `-h`: print the usage and exit.
  public var showHelp = false
  /// `--version`: print the version and exit.
  public var showVersion = false
  /// `--previews`, for a program that shows previews: list them and exit.
  public var listPreviews = false
  /// `--preview NAME`, for a program that shows previews: run the preview NAME (its name, or
  /// the `Module/File.swift:LINE` it is declared at) in place of the app.
  public var previewName: String?
  /// The app's own options that were given, by long name: the value, or `""` for a flag.
  public var appValues: [String: String] = [:]

  /// The options of a run with no arguments: interactive, mouse and colour on.
  public init() {}

  /// The value of the app's option `flag` (`--data`), or nil when it was not given.
  public func value(of flag: String) -> String? { appValues[flag] }

  /// A usage error: the message, then status 2.
  public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, without the program's name.
    public var message: String
    /// The program's name, which starts the printed line.
    public var program: String

    /// An error of `program` saying `message`.
    public init(message: String, program: String) {
      self.message = message
      self.program = program
    }

    /// `PROGRAM: MESSAGE`, then the hint to run `PROGRAM --help`.
    public var description: String { "\(program): \(message)\nTry '\(program) --help'." }
  }

  /// Parses the arguments after the program name, the app's own options as `commandLine`
  /// declares them.
  public static func parse(
    _ arguments: [String], environment: [String: String] = [:],
    commandLine: AppCommandLine
  ) throws(UsageError) -> RunOptions {
    var parser = Parser(arguments: arguments, commandLine: commandLine)
    var options = try parser.parse()
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { options.color = false }
    return options
  }

  /// The parse of one command line.
  ///
  /// An option's value is the next argument or follows an `=` (`--size=80x24`, which is how
  /// a value that starts with `--` is given); `--` ends the options, so every argument after
  /// it is an argument, not an option.
  private struct Parser {
    let arguments: [String]
    let commandLine: AppCommandLine
    var index = 0
    /// The value given after `=` in the argument being parsed, if it had one.
    var attachedValue: String?

    init(arguments: [String], commandLine: AppCommandLine) {
      self.arguments = arguments
      self.commandLine = commandLine
    }

    func failure(_ message: String) -> UsageError {
      UsageError(message: message, program: commandLine.name)
    }

    mutating func value(for flag: String) throws(UsageError) -> String {
      if let attachedValue {
        self.attachedValue = nil
        guard !attachedValue.isEmpty else { throw failure("\(flag) needs a value") }
        return attachedValue
      }
      index += 1
      guard index < arguments.count, !arguments[index].hasPrefix("--") else {
        throw failure("\(flag) needs a value")
      }
      return arguments[index]
    }

    mutating func parse() throws(UsageError) -> RunOptions {
      var options = RunOptions()
      var given: Set<String> = []
      let appOptions = Dictionary(
        commandLine.options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
      while index < arguments.count {
        let argument = arguments[index]
        if argument == "--" {
          // Whatever follows is an argument; the runner takes options only.
          if index + 1 < arguments.count { throw failure(unexpected(arguments[index + 1])) }
          break
        }
        var flag = argument == "-h" ? "--help" : argument
        attachedValue = nil
        if flag.hasPrefix("--"), let equals = flag.firstIndex(of: "=") {
          attachedValue = String(flag[flag.index(after: equals)...])
          flag = String(flag[..<equals])
        }
        if RunOptions.flags.contains(flag) || appOptions[flag] != nil
          || (commandLine.previews && RunOptions.previewFlags.contains(flag))
        {
          guard given.insert(flag).inserted else {
            throw failure("\(flag) is given more than once")
          }
        }
        if let option = appOptions[flag] {
          options.appValues[flag] = option.valueName == nil ? "" : try value(for: flag)
        } else {
          try parseStandard(flag, argument: argument, into: &options)
        }
        if attachedValue != nil {
          throw failure("\(flag) takes no value, not '\(argument)'")
        }
        index += 1
      }
      try check(options)
      return options
    }

    mutating func parseStandard(_ flag: String, argument: String, into options: inout RunOptions)
      throws(UsageError)
    {
      switch flag {
      case "--no-mouse": options.mouse = false
      case "--no-color": options.color = false
      case "--replay": options.replayScript = try value(for: flag)
      case "--record": options.recordScript = try value(for: flag)
      case "--headless": options.headless = true
      case "--size": options.size = try size(try value(for: flag))
      case "--snapshots": options.snapshotsDirectory = try value(for: flag)
      case "--update-snapshots": options.updateSnapshots = true
      case "--cast": options.castFile = try value(for: flag)
      case "--overwrite": options.overwrite = true
      case "--delay":
        let text = try value(for: flag)
        guard let ms = Int(text), ms >= 0 else {
          throw failure("--delay wants milliseconds, not '\(text)'")
        }
        options.delayMilliseconds = ms
      case "--help": options.showHelp = true
      case "--version": options.showVersion = true
      case "--previews" where commandLine.previews: options.listPreviews = true
      case "--preview" where commandLine.previews:
        options.previewName = try value(for: flag)
      default:
        guard argument.hasPrefix("-"), argument != "-" else {
          throw failure(unexpected(argument))
        }
        throw failure("unknown option '\(flag)'")
      }
    }

    func check(_ options: RunOptions) throws(UsageError) {
      if options.replayScript == nil {
        for (flag, set) in [
          ("--headless", options.headless), ("--update-snapshots", options.updateSnapshots),
          ("--snapshots", options.snapshotsDirectory != nil), ("--size", options.size != nil),
          ("--delay", options.delayMilliseconds != nil),
        ] where set {
          throw failure("\(flag) goes with --replay")
        }
      }
      if options.overwrite && options.recordScript == nil && options.castFile == nil {
        throw failure("--overwrite goes with --record or --cast")
      }
      if options.replayScript != nil && options.recordScript != nil {
        throw failure("--replay and --record cannot be used together")
      }
      if let message = commandLine.check(options) { throw failure(message) }
    }

    /// `--size`'s value, within the limits the script command `Set Size` has.
    func size(_ text: String) throws(UsageError) -> Size {
      guard let size = Size(parsing: text) else {
        throw failure("--size wants WIDTHxHEIGHT, like 80x24, not '\(text)'")
      }
      let limit = ScriptParser.maximumDimension
      guard size.width <= limit, size.height <= limit else {
        throw failure("--size \(text): width and height must be at most \(limit)")
      }
      return size
    }

    /// The refusal of an argument that is not an option, with the option it may have lacked.
    func unexpected(_ argument: String) -> String {
      let hint: String
      if argument.hasSuffix(".keys") || argument == "-" {
        hint = "; to replay a script, use --replay \(argument)"
      } else if let appHint = commandLine.hint(argument) {
        hint = "; \(appHint)"
      } else {
        hint = "; \(commandLine.name) takes options only"
      }
      return "unexpected argument '\(argument)'\(hint)"
    }
  }

  /// Every standard option, by its long name.
  public static let flags: Set<String> = [
    "--no-mouse", "--no-color", "--replay", "--record", "--headless", "--size", "--snapshots",
    "--update-snapshots", "--cast", "--overwrite", "--delay", "--help", "--version",
  ]

  /// The options of a program that shows previews (`AppCommandLine.previews`), as every `App`.
  public static let previewFlags: Set<String> = ["--previews", "--preview"]
}
