import NavStack

/// The command line of SPEC §6, parsed without touching the terminal or the disk.
public struct CommandLineOptions: Equatable, Sendable {
  /// `--data PATH`: the library file; nil for the default (a replay's default is the sample, in memory).
  public var dataPath: String?
  /// `--open PATH`: the folder or item to start at, `Folder/Item`; interactive runs only.
  public var openPath: String?
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
  /// `--delay MS`: a real pause after each replayed event.
  public var delayMilliseconds: Int?
  /// `--help` or `-h`: print `usage` and exit.
  public var showHelp = false
  /// `--version`: print the version and exit.
  public var showVersion = false

  /// The options of a run with no arguments: interactive, mouse and colour on.
  public init() {}

  /// A usage error: the message, then status 2.
  public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, without the program's name.
    public var message: String
    /// `navstack: MESSAGE`, then the hint to run `navstack --help`.
    public var description: String { "navstack: \(message)\nTry 'navstack --help'." }
  }

  /// What `--help` prints: the synopsis, each option, the environment and the exit statuses.
  public static let usage = """
    usage: navstack [--data PATH] [--open PATH] [--no-mouse] [--no-color]
           navstack --replay SCRIPT [--headless] [--size WxH] [--snapshots DIR]
                    [--update-snapshots] [--cast FILE] [--delay MS] [--data PATH]
           navstack --record SCRIPT [--cast FILE] [--data PATH]
           navstack --help | --version

    options:
      --data PATH          the library file (default $XDG_DATA_HOME/navstack/library.json)
      --open PATH          start with a folder or item pushed: "Work/Quarterly plan"
      --no-mouse           do not take the mouse
      --no-color           no colours (also when NO_COLOR is set)
      --replay SCRIPT      run a .keys script, then exit; - reads it from standard input
      --headless           draw into memory instead of the terminal (no tty needed)
      --size WxH           the screen size of a replay, 1 to 1000 each way (default 80x24)
      --snapshots DIR      where Snapshot files live (default: Snapshots/ beside the script)
      --update-snapshots   write snapshots instead of comparing them
      --cast FILE          write the run (interactive or replayed) as an asciicast v2 file
      --delay MS           pause between replayed keys, for demos
      --record SCRIPT      write each key typed as a .keys script
      -h, --help           show this help
      --version            show the version

    Each option is given at most once. A replay starts at the folder list, so --open
    goes with an interactive run only.

    environment:
      NO_COLOR             set and not empty: no colours, as --no-color
      XDG_DATA_HOME        where the library lives (default ~/.local/share)
      XDG_STATE_HOME       where state and drafts live (default ~/.local/state)
      TERM                 the terminal type (terminfo)
      ESCDELAY             how long a lone Esc waits for more, in ms (default 25)

    exit status: 0 success, 1 a replay check or snapshot failed,
                 2 a usage, script or data error
    """

  /// Parses the arguments after the program name.
  public static func parse(_ arguments: [String], environment: [String: String] = [:])
    throws(UsageError) -> CommandLineOptions
  {
    var options = CommandLineOptions()
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { options.color = false }
    var index = 0
    var given: Set<String> = []
    func value(for flag: String) throws(UsageError) -> String {
      index += 1
      guard index < arguments.count, !arguments[index].hasPrefix("--") else {
        throw UsageError(message: "\(flag) needs a value")
      }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      let flag = argument == "-h" ? "--help" : argument
      if flags.contains(flag) {
        guard given.insert(flag).inserted else {
          throw UsageError(message: "\(flag) is given more than once")
        }
      }
      switch flag {
      case "--data": options.dataPath = try value(for: argument)
      case "--open": options.openPath = try value(for: argument)
      case "--no-mouse": options.mouse = false
      case "--no-color": options.color = false
      case "--replay": options.replayScript = try value(for: argument)
      case "--record": options.recordScript = try value(for: argument)
      case "--headless": options.headless = true
      case "--size": options.size = try size(try value(for: argument))
      case "--snapshots": options.snapshotsDirectory = try value(for: argument)
      case "--update-snapshots": options.updateSnapshots = true
      case "--cast": options.castFile = try value(for: argument)
      case "--delay":
        let text = try value(for: argument)
        guard let ms = Int(text), ms >= 0 else {
          throw UsageError(message: "--delay wants milliseconds, not '\(text)'")
        }
        options.delayMilliseconds = ms
      case "--help": options.showHelp = true
      case "--version": options.showVersion = true
      default:
        guard argument.hasPrefix("-"), argument != "-" else {
          throw UsageError(message: unexpected(argument))
        }
        throw UsageError(message: "unknown option '\(argument)'")
      }
      index += 1
    }
    if options.replayScript == nil {
      for (flag, set) in [
        ("--headless", options.headless), ("--update-snapshots", options.updateSnapshots),
        ("--snapshots", options.snapshotsDirectory != nil), ("--size", options.size != nil),
        ("--delay", options.delayMilliseconds != nil),
      ] where set {
        throw UsageError(message: "\(flag) goes with --replay")
      }
    }
    if options.replayScript != nil && options.recordScript != nil {
      throw UsageError(message: "--replay and --record cannot be used together")
    }
    if options.replayScript != nil && options.openPath != nil {
      throw UsageError(
        message: "--open cannot be used with --replay: a replay starts at the folder list")
    }
    return options
  }

  /// Every option, by its long name.
  static let flags: Set<String> = [
    "--data", "--open", "--no-mouse", "--no-color", "--replay", "--record", "--headless",
    "--size", "--snapshots", "--update-snapshots", "--cast", "--delay", "--help", "--version",
  ]

  /// `--size`'s value, within the limits the script command `Set Size` has.
  private static func size(_ text: String) throws(UsageError) -> Size {
    guard let size = Size(parsing: text) else {
      throw UsageError(message: "--size wants WIDTHxHEIGHT, like 80x24, not '\(text)'")
    }
    let limit = ScriptParser.maximumDimension
    guard size.width <= limit, size.height <= limit else {
      throw UsageError(
        message: "--size \(text): width and height must be at most \(limit)")
    }
    return size
  }

  /// The refusal of an argument that is not an option, with the option it may have lacked.
  private static func unexpected(_ argument: String) -> String {
    let hint: String
    if argument.hasSuffix(".keys") || argument == "-" {
      hint = "; to replay a script, use --replay \(argument)"
    } else if argument.hasSuffix(".json") {
      hint = "; to open a library, use --data \(argument)"
    } else {
      hint = "; navstack takes options only"
    }
    return "unexpected argument '\(argument)'\(hint)"
  }
}
