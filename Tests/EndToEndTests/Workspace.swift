import Foundation

/// A private temporary folder for one test: home, data and state folders, scripts, outputs.
///
/// Every test gets its own, so no run sees another's library, state or tmux socket, and the
/// app never touches the real home directory. The folder is removed when the test ends.
final class Workspace {
  let root: URL

  init() throws {
    let name = "navstack-e2e-\(UUID().uuidString.prefix(8))"
    root = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    for folder in ["home", "data", "state", "out"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// The path of a file or folder inside the workspace.
  func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  /// Writes a file and returns its path.
  @discardableResult
  func write(_ text: String, to relative: String) throws -> String {
    let url = root.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  /// The contents of a file, or nil when it does not exist yet.
  func read(_ relative: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path(relative)) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Deletes a file if it is there, such as the results a finished run left in `out/`.
  func remove(_ relative: String) {
    try? FileManager.default.removeItem(atPath: path(relative))
  }

  /// The app's state folder, `$XDG_STATE_HOME/navstack`, where `state.json` and `draft.json` go.
  var stateFolder: String { path("state/navstack") }

  /// Writes the state of a returning user: the tour done, and the ids of a last path to
  /// restore in `library`.
  ///
  /// Runs that read the app's output bytes cannot answer the first-run sheet by looking at
  /// the screen, and runs that test a start path must not have a sheet over it.
  func markOnboardingDone(lastPath ids: [String] = [], in library: String? = nil) throws {
    var object: [String: Any] = ["onboardingDone": true]
    if let library {
      let real = URL(fileURLWithPath: library).resolvingSymlinksInPath().path
      object["lastPaths"] = [real: ids]
    }
    let data = try JSONSerialization.data(withJSONObject: object)
    try write(String(decoding: data, as: UTF8.self), to: "state/navstack/state.json")
  }

  /// The environment every process of the test runs with: UTF-8, and all of the app's folders
  /// inside the workspace.
  var environment: [String: String] {
    [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
      "HOME": path("home"),
      "XDG_DATA_HOME": path("data"),
      "XDG_STATE_HOME": path("state"),
      "TMUX_TMPDIR": path("out"),
      "LANG": "C.UTF-8",
      "LC_ALL": "C.UTF-8",
      "TERM": "xterm-256color",
    ]
  }

  /// Writes the test library, which every screen comparison starts from, and returns its path.
  @discardableResult
  func writeLibrary() throws -> String {
    try write(Self.library, to: "library.json")
  }

  /// Four folders, one with a wide-character name, items with one done: enough to walk.
  static let library = """
    {"version":1,"folders":[
    {"id":"f1","name":"Work","items":[
    {"id":"i1","name":"Quarterly plan","notes":"Draft by Friday.\\nShare with the team.","done":false},
    {"id":"i2","name":"Expense report","notes":"","done":true},
    {"id":"i3","name":"Team offsite","notes":"Book the venue.","done":false}]},
    {"id":"f2","name":"Home","items":[
    {"id":"i4","name":"Fix the kitchen tap","notes":"","done":false},
    {"id":"i5","name":"Call the plumber","notes":"Tuesday morning.","done":true}]},
    {"id":"f3","name":"日本語メモ","items":[
    {"id":"i6","name":"買い物リスト","notes":"牛乳、卵","done":false}]},
    {"id":"f4","name":"Reading list","items":[]}
    ]}

    """
}
