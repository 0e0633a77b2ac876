import NavStack
import NavStackTerminal

/// The notebook's command line (SPEC §6): the standard options of every NavStack app, plus
/// `--data PATH` and `--open PATH`.
///
/// The standard options (`size`, `replayScript`, …) read through to `standard`.
@dynamicMemberLookup
public struct CommandLineOptions: Equatable, Sendable {
  /// The options every app takes, and the notebook's own among `appValues`.
  public var standard: RunOptions

  /// The options `standard` holds.
  public init(_ standard: RunOptions = RunOptions()) {
    self.standard = standard
  }

  /// A standard option, by name: `options.size`, `options.replayScript`.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<RunOptions, Value>) -> Value {
    get { standard[keyPath: keyPath] }
    set { standard[keyPath: keyPath] = newValue }
  }

  /// `--data PATH`: the library file; nil for the default (a replay's default is the sample, in memory).
  public var dataPath: String? {
    get { standard.value(of: "--data") }
    set { standard.appValues["--data"] = newValue }
  }

  /// `--open PATH`: the folder or item to start at, `Folder/Item`; interactive runs only.
  public var openPath: String? {
    get { standard.value(of: "--open") }
    set { standard.appValues["--open"] = newValue }
  }

  /// A usage error: the message, then status 2.
  public typealias UsageError = RunOptions.UsageError

  /// The notebook's name, version, own options and help, for the runner.
  public static let commandLine = AppCommandLine(
    name: "navstack", version: NotebookVersion.current,
    options: [
      .init("--data", valueName: "PATH", summary: "the library file"),
      .init("--open", valueName: "PATH", summary: "start with a folder or item pushed"),
    ],
    usage: usage,
    check: { options in
      guard options.replayScript != nil, options.value(of: "--open") != nil else { return nil }
      return "--open cannot be used with --replay: a replay starts at the folder list"
    },
    hint: { argument in
      argument.hasSuffix(".json") ? "to open a library, use --data \(argument)" : nil
    })

  /// What `--help` prints: the synopsis, each option, the environment and the exit statuses.
  public static let usage = """
    usage: navstack [--data PATH] [--open PATH] [--no-mouse] [--no-color]
           navstack --replay SCRIPT [--headless] [--size WxH] [--snapshots DIR]
                    [--update-snapshots] [--cast FILE] [--overwrite] [--delay MS]
                    [--data PATH]
           navstack --record SCRIPT [--cast FILE] [--overwrite] [--data PATH]
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
      --overwrite          let --record and --cast replace a file that exists
      --delay MS           pause between replayed keys, for demos
      --record SCRIPT      write each key typed as a .keys script
      -h, --help           show this help
      --version            show the version

    Each option is given at most once; a value may follow it after = (--size=80x24), and
    -- ends the options. A replay starts at the folder list, so --open goes with an
    interactive run only.

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
    CommandLineOptions(
      try RunOptions.parse(arguments, environment: environment, commandLine: commandLine))
  }
}
