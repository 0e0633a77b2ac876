import NavStack

/// A parsed keystroke script (`.keys`): its header settings and its steps.
///
/// Parsing is separate from replay so that the whole script is checked before any key is
/// sent (SPEC §7): a script either parses completely or yields every error it has.
public struct KeyScript: Hashable, Sendable {
  /// The path as it was given, used in every message about the script.
  public var path: String
  /// The settings of the header (`Set …` lines).
  public var settings: ScriptSettings
  /// The actions and checks, in order.
  public var steps: [ScriptStep]

  /// A script read from `path`, with its header `settings` and its `steps`.
  public init(path: String, settings: ScriptSettings = ScriptSettings(), steps: [ScriptStep]) {
    self.path = path
    self.settings = settings
    self.steps = steps
  }

  /// The file name without its folders and without `.keys`: the folder that holds this
  /// script's snapshots (`Snapshots/<name>/<snapshot>.txt`).
  public var name: String {
    let file =
      path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init)
      ?? path
    if file.hasSuffix(".keys") && file.count > 5 { return String(file.dropLast(5)) }
    return file
  }

  /// Parses script text; see `ScriptParser.parse(_:path:)`.
  public static func parse(_ text: String, path: String) -> Result<KeyScript, ScriptErrors> {
    ScriptParser.parse(text, path: path)
  }
}

/// The header of a script: settings that apply before the first action.
public struct ScriptSettings: Hashable, Sendable {
  /// `Set Size WxH`: the terminal size the replay starts with; nil keeps the caller's size.
  public var size: Size?
  /// `Set FirstRun on`: start as a first run (onboarding shown) instead of a returning user.
  public var firstRun: Bool

  /// Header settings; the defaults keep the caller's size and start as a returning user.
  public init(size: Size? = nil, firstRun: Bool = false) {
    self.size = size
    self.firstRun = firstRun
  }
}
