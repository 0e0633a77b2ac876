import NavStack

/// The command line of SPEC §6, parsed without touching the terminal or the disk.
public struct CommandLineOptions: Equatable, Sendable {
  public var dataPath: String?
  public var openPath: String?
  public var mouse = true
  public var color = true
  public var replayScript: String?
  public var recordScript: String?
  public var headless = false
  public var size: Size?
  public var snapshotsDirectory: String?
  public var updateSnapshots = false
  public var castFile: String?
  public var delayMilliseconds: Int?
  public var showHelp = false
  public var showVersion = false

  public init() {}

  /// A usage error: the message, then status 2.
  public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { "navstack: \(message)\nTry 'navstack --help'." }
  }

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
      --replay SCRIPT      run a .keys script, then exit: 0 passed, 1 failed, 2 bad script
      --headless           draw into memory instead of the terminal (no tty needed)
      --size WxH           the screen size of a replay (default 80x24)
      --snapshots DIR      where Snapshot files live (default: Snapshots/ beside the script)
      --update-snapshots   write snapshots instead of comparing them
      --cast FILE          write the run (interactive or replayed) as an asciicast v2 file
      --delay MS           pause between replayed keys, for demos
      --record SCRIPT      write each key typed as a .keys script
    """

  /// Parses the arguments after the program name.
  public static func parse(_ arguments: [String], environment: [String: String] = [:])
    throws(UsageError) -> CommandLineOptions
  {
    var options = CommandLineOptions()
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { options.color = false }
    var index = 0
    func value(for flag: String) throws(UsageError) -> String {
      index += 1
      guard index < arguments.count, !arguments[index].hasPrefix("--") else {
        throw UsageError(message: "\(flag) needs a value")
      }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--data": options.dataPath = try value(for: argument)
      case "--open": options.openPath = try value(for: argument)
      case "--no-mouse": options.mouse = false
      case "--no-color": options.color = false
      case "--replay": options.replayScript = try value(for: argument)
      case "--record": options.recordScript = try value(for: argument)
      case "--headless": options.headless = true
      case "--size":
        let text = try value(for: argument)
        guard let size = Size(parsing: text) else {
          throw UsageError(message: "--size wants WIDTHxHEIGHT, like 80x24, not '\(text)'")
        }
        options.size = size
      case "--snapshots": options.snapshotsDirectory = try value(for: argument)
      case "--update-snapshots": options.updateSnapshots = true
      case "--cast": options.castFile = try value(for: argument)
      case "--delay":
        let text = try value(for: argument)
        guard let ms = Int(text), ms >= 0 else {
          throw UsageError(message: "--delay wants milliseconds, not '\(text)'")
        }
        options.delayMilliseconds = ms
      case "--help", "-h": options.showHelp = true
      case "--version": options.showVersion = true
      default:
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
    return options
  }
}
