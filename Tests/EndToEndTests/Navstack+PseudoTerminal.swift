/// The app on a pseudo-terminal of its own, for the tests that read the bytes it writes or
/// send input as a terminal emulator does.
extension Navstack {
  /// Starts the app as a returning user (no first-run sheet: its bytes cannot be looked at
  /// to answer it) and waits until its first frame is drawn.
  ///
  /// `environment` is added to the workspace's (`NO_COLOR`, another `TERM`).
  static func startInPseudoTerminal(
    _ arguments: [String], in workspace: Workspace, environment: [String: String] = [:],
    width: Int = 80, height: Int = 24
  ) async throws -> PseudoTerminal {
    if workspace.read("state/navstack/state.json") == nil {
      try workspace.markOnboardingDone()
    }
    let terminal = try PseudoTerminal(
      try binary(), arguments,
      environment: workspace.environment.merging(environment) { $1 }, width: width,
      height: height)
    guard try await terminal.waitForQuiet(after: 0) else {
      throw NavstackError.notStarted(String(decoding: terminal.output, as: UTF8.self))
    }
    return terminal
  }
}
