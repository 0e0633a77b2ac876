import Foundation

/// A detached tmux session with its own server: a real terminal the tests type into and read.
///
/// Each session runs on a socket of its own (`-L navstack-e2e-<uuid>`), so tests never share a
/// server, and the server is killed when the session is released. The pane stays after its
/// program exits (`remain-on-exit`), so the final screen can be read. Exit statuses are not
/// read from tmux: under load it may leave a pane's program unreaped and its status unknown.
/// Screens are read as text (`capture-pane -p`), never as escape bytes, which change whenever
/// ncurses optimises differently.
final class TmuxSession {
  /// Where tmux is installed, or nil when it is not.
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/tmux" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  static var isAvailable: Bool { executable != nil }

  /// How long a wait lasts before it gives up: generous, since it only bounds a failure.
  ///
  /// `make test` runs every suite at once on two cores, and a debug app's first frame can
  /// wait its turn for many seconds there; 10 s failed tests that pass alone in 40 s.
  static let deadline: Duration = .seconds(30)

  let socket = "navstack-e2e-\(UUID().uuidString)"
  private let workspace: Workspace
  private var killed = false

  /// Starts `command` (a shell command line) in a new session of `width`×`height` cells.
  init(command: String, width: Int = 80, height: Int = 24, workspace: Workspace) throws {
    self.workspace = workspace
    let config = try workspace.write(
      """
      set -g status off
      set -g remain-on-exit on
      set -g default-shell /bin/sh
      set -g escape-time 0
      set -g history-limit 0
      """, to: "out/tmux.conf")
    try run([
      "-f", config, "new-session", "-d", "-s", "e2e", "-x", "\(width)", "-y", "\(height)",
      command,
    ])
  }

  deinit { kill() }

  /// Stops the server and every program in it, and waits (a few seconds at most) for those
  /// programs to end.
  ///
  /// A program hung up on still writes its files (the app saves its state on SIGHUP); were
  /// it left running, it would write them into the test's folder after that was removed.
  func kill() {
    guard !killed else { return }
    killed = true
    let shell = (try? display("#{pane_pid}")).flatMap { Int32($0) }
    let programs = shell.map { [$0] + ProcessTree.descendants(of: $0) } ?? []
    _ = try? run(["kill-server"])
    let end = ContinuousClock.now.advanced(by: .seconds(3))
    while programs.contains(where: ProcessTree.isRunning), ContinuousClock.now < end {
      usleep(10_000)
    }
  }

  /// Types keys by tmux name (`Down`, `Enter`, `Escape`, `C-c`, `q`).
  func sendKeys(_ keys: String...) throws {
    try run(["send-keys", "-t", "e2e"] + keys)
  }

  /// Types text as it is, each character a key (no key names).
  func type(_ text: String) throws {
    try run(["send-keys", "-t", "e2e", "-l", text])
  }

  /// Sends raw bytes, as a terminal sends them (`send-keys -H`).
  func sendBytes(_ bytes: [UInt8]) throws {
    guard !bytes.isEmpty else { return }
    try run(["send-keys", "-t", "e2e", "-H"] + bytes.map { String($0, radix: 16) })
  }

  /// Pastes `text` as a terminal does: bracketed when the program asked for it (`?2004h`).
  func paste(_ text: String) throws {
    try run(["set-buffer", "--", text])
    try run(["paste-buffer", "-p", "-t", "e2e"])
  }

  /// Resizes the window, as a user dragging the terminal's corner does.
  func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-t", "e2e", "-x", "\(width)", "-y", "\(height)"])
  }

  /// A tmux format about the pane, such as `#{alternate_on}` or `#{pane_pid}`.
  func display(_ format: String) throws -> String {
    try run(["display-message", "-p", "-t", "e2e", format])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The pane's rows as text, trailing spaces removed, exactly as many as the pane is high.
  func screen() throws -> [String] {
    let height = Int(try display("#{pane_height}")) ?? 0
    let text = try run(["capture-pane", "-p", "-t", "e2e"])
    return Screen.rows(text, height: height)
  }

  /// The screen with row numbers, for failure messages, which cannot throw.
  var printedScreen: String {
    (try? screen()).map(Screen.numbered) ?? "(the screen could not be read)"
  }

  /// Waits until the screen satisfies `condition`; returns it, or nil at the deadline.
  func waitForScreen(_ condition: ([String]) -> Bool) async throws -> [String]? {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: Self.deadline)
    while clock.now < end {
      let rows = try screen()
      if condition(rows) { return rows }
      try await Task.sleep(for: .milliseconds(50))
    }
    return nil
  }

  /// Waits until `text` appears anywhere on the screen; returns the screen, or nil.
  func waitForText(_ text: String) async throws -> [String]? {
    try await waitForScreen { $0.contains { $0.contains(text) } }
  }

  /// Waits until a tmux format about the pane reads `value`; returns whether it did.
  func waitForFormat(_ format: String, toRead value: String) async throws -> Bool {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: Self.deadline)
    while clock.now < end {
      if try display(format) == value { return true }
      try await Task.sleep(for: .milliseconds(50))
    }
    return false
  }

  /// Runs one tmux command against this session's server; returns its standard output.
  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    guard let executable = Self.executable else { throw TmuxError.notInstalled }
    let output = workspace.path("out/tmux.stdout")
    let errors = workspace.path("out/tmux.stderr")
    let status = try Subprocess.runBlocking(
      executable, ["-u", "-L", socket] + arguments, environment: workspace.environment,
      output: output, errors: errors)
    guard status == 0 else {
      throw TmuxError.failed(arguments, workspace.read("out/tmux.stderr") ?? "")
    }
    return workspace.read("out/tmux.stdout") ?? ""
  }
}

/// Why a tmux command failed.
enum TmuxError: Error, CustomStringConvertible {
  case notInstalled
  case failed([String], String)

  var description: String {
    switch self {
    case .notInstalled: return "tmux is not installed"
    case .failed(let arguments, let message):
      return "tmux \(arguments.joined(separator: " ")) failed: \(message)"
    }
  }
}
