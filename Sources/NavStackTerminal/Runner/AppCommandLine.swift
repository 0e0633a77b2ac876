/// What an app's command line adds to the standard one: its name, version and own options.
///
/// `App.main()` uses the program's file name and no options of its own; an app with options
/// (the notebook's `--data PATH`) describes them here and reads their values from
/// `RunOptions.value(of:)`.
public struct AppCommandLine: Sendable {
  /// One option of the app's own, shown in `--help`.
  public struct Option: Sendable, Equatable {
    /// The long name, with its dashes: `--data`.
    public var name: String
    /// The value's name in the help (`PATH`), or nil for a flag that takes no value.
    public var valueName: String?
    /// What the option does, for the help.
    public var summary: String

    /// An option named `name`, taking a value when `valueName` is given.
    public init(_ name: String, valueName: String? = nil, summary: String) {
      self.name = name
      self.valueName = valueName
      self.summary = summary
    }
  }

  /// The program's name, as messages start (`navstack: …`) and `--version` prints it.
  public var name: String
  /// The version `--version` prints after the name; nil prints the name alone.
  public var version: String?
  /// The app's own options, besides the standard ones.
  public var options: [Option]
  /// The whole `--help` text, when the app writes its own; nil for the generated one.
  public var usage: String?
  /// A further check of parsed options: the message of a usage error, or nil.
  public var check: @Sendable (RunOptions) -> String?
  /// A hint for an argument that is not an option (`to open a library, use --data b.json`),
  /// or nil for the standard one.
  public var hint: @Sendable (String) -> String?
  /// Whether the program takes `--previews` and `--preview NAME`, as every `App` does: a
  /// program with its own launcher (the notebook) shows no previews, so it leaves them out.
  public var previews: Bool

  /// A command line for the program `name`.
  public init(
    name: String, version: String? = nil, options: [Option] = [], usage: String? = nil,
    check: @escaping @Sendable (RunOptions) -> String? = { _ in nil },
    hint: @escaping @Sendable (String) -> String? = { _ in nil }, previews: Bool = false
  ) {
    self.name = name
    self.version = version
    self.options = options
    self.usage = usage
    self.check = check
    self.hint = hint
    self.previews = previews
  }

  /// What `--help` prints: the app's own text, or the synopsis, each option, the environment
  /// and the exit statuses.
  public var helpText: String {
    if let usage { return usage }
    let own = options.map { option in
      "[\(option.name)\(option.valueName.map { " \($0)" } ?? "")] "
    }.joined()
    let indent = String(repeating: " ", count: name.count)
    let synopsis =
      [
        "\(name) \(own)[--no-mouse] [--no-color]",
        "\(name) --replay SCRIPT [--headless] [--size WxH] [--snapshots DIR]",
        "\(indent)          [--update-snapshots] [--cast FILE] [--overwrite] [--delay MS]",
        "\(name) --record SCRIPT [--cast FILE] [--overwrite]",
      ]
      + (previews
        ? ["\(name) --previews", "\(name) --preview NAME [--replay SCRIPT [--headless] …]"] : [])
      + ["\(name) --help | --version"]
    let rows =
      options.map { ("\($0.name)\($0.valueName.map { " \($0)" } ?? "")", $0.summary) } + [
        ("--no-mouse", "do not take the mouse"),
        ("--no-color", "no colours (also when NO_COLOR is set)"),
        ("--replay SCRIPT", "run a .keys script, then exit; - reads it from standard input"),
        ("--headless", "draw into memory instead of the terminal (no tty needed)"),
        ("--size WxH", "the screen size of a replay, 1 to 1000 each way (default 80x24)"),
        ("--snapshots DIR", "where Snapshot files live (default: Snapshots/ beside the script)"),
        ("--update-snapshots", "write snapshots instead of comparing them"),
        ("--cast FILE", "write the run (interactive or replayed) as an asciicast v2 file"),
        ("--overwrite", "let --record and --cast replace a file that exists"),
        ("--delay MS", "pause between replayed keys, for demos"),
        ("--record SCRIPT", "write each key typed as a .keys script"),
      ]
      + (previews
        ? [
          ("--previews", "list the previews compiled into the program"),
          ("--preview NAME", "show the preview NAME (or FILE:LINE) in place of the app"),
        ] : [])
      + [("-h, --help", "show this help"), ("--version", "show the version")]
    let width = max(19, rows.map(\.0.count).max() ?? 0) + 2
    let lines = rows.map { flag, summary in
      "  " + flag + String(repeating: " ", count: width - flag.count) + summary
    }
    return """
      usage: \(synopsis.joined(separator: "\n       "))

      options:
      \(lines.joined(separator: "\n"))

      environment:
        NO_COLOR             set and not empty: no colours, as --no-color
        TERM                 the terminal type (terminfo)
        ESCDELAY             how long a lone Esc waits for more, in ms (default 25)

      exit status: 0 success, 1 a replay check or snapshot failed,
                   2 a usage, script or data error
      """
  }
}
