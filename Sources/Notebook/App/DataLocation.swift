import FoundationEssentials
import Glibc

/// Where the app keeps its files, by the XDG base directory rules.
public struct DataLocation: Sendable, Equatable {
  /// The library file.
  public var libraryPath: String
  /// The folder for state.json, the drafts (draft-HASH.json) and the log.
  public var stateDirectory: String
  /// True when the library path is the default one, which is created from the sample.
  public var isDefaultLibrary: Bool
  /// The temporary folder (`TMPDIR`, else `/tmp`): a draft's last resort.
  public var temporaryFolder: String
  /// The app's log of what it did unasked, such as removing a killed save's temporary file.
  public var logPath: String { stateDirectory + "/navstack.log" }

  /// Resolves the paths from `--data` and the environment.
  public init(dataPath: String?, environment: [String: String]) {
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.accountHome()
    func base(_ variable: String, _ fallback: String) -> String {
      if let value = environment[variable], value.hasPrefix("/") { return value }
      return home + "/" + fallback
    }
    let dataHome = base("XDG_DATA_HOME", ".local/share")
    stateDirectory = base("XDG_STATE_HOME", ".local/state") + "/navstack"
    temporaryFolder = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    if let dataPath {
      libraryPath = dataPath
      isDefaultLibrary = false
    } else {
      libraryPath = dataHome + "/navstack/library.json"
      isDefaultLibrary = true
    }
  }

  /// Why drafts and state cannot be kept in the state folder, made now when missing: the
  /// folder and the system's reason (`…/navstack: Not a directory`); nil when they can.
  ///
  /// Checked at start, so that the app says so once instead of losing them without a word
  /// (the tour shown at every start, a draft gone at SIGTERM).
  public func stateFolderProblem() -> String? {
    var path = stateDirectory.hasPrefix("/") ? "" : "."
    for part in stateDirectory.split(separator: "/") {
      path += "/" + part
      if mkdir(path, 0o755) != 0 && errno != EEXIST {
        return "\(stateDirectory): \(String(cString: strerror(errno)))"
      }
    }
    var info = stat()
    guard stat(stateDirectory, &info) == 0 else {
      return "\(stateDirectory): \(String(cString: strerror(errno)))"
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      return "\(stateDirectory): \(String(cString: strerror(ENOTDIR)))"
    }
    guard access(stateDirectory, W_OK | X_OK) == 0 else {
      return "\(stateDirectory): \(String(cString: strerror(errno)))"
    }
    return nil
  }

  /// The files a draft of `library` may be kept in, in the order they are tried on a signal.
  ///
  /// Its file in the state folder; then, when that cannot be written, a hidden one beside the
  /// library; then one in the temporary folder. A start looks in all three.
  public func draftFiles(for library: LibraryKey) -> [String] {
    [
      Draft.url(in: stateDirectory, for: library).path,
      parentFolder(of: library.realPath) + "/.navstack-draft-\(library.hash).json",
      temporaryFolder + "/navstack-draft-\(library.hash).json",
    ]
  }

  /// Creates the default library from the bundled sample when it does not exist yet.
  ///
  /// Only the default location is created here: a `--data` path that does not exist is
  /// offered first ("Create a new library?"), since a typo must not silently start an empty
  /// notebook somewhere unexpected.
  public func createDefaultLibraryIfNeeded() throws {
    guard isDefaultLibrary, !FileManager.default.fileExists(atPath: libraryPath) else { return }
    let folder = parentFolder(of: libraryPath)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(EmbeddedResources.sampleLibrary.utf8).write(
      to: URL(fileURLWithPath: libraryPath), options: .atomic)
  }

  /// The user's home folder from the account database, for when `HOME` is unset or empty
  /// (what `NSHomeDirectory()` falls back to); `/` when the account has none.
  private static func accountHome() -> String {
    guard let account = getpwuid(getuid()), let directory = account.pointee.pw_dir else {
      return "/"
    }
    let home = String(cString: directory)
    return home.isEmpty ? "/" : home
  }
}
