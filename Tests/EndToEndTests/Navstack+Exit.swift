import Testing

/// The end of a run started with `Navstack.shellCommand`, checked as SPEC §9 asks: however the
/// app ends, the terminal is given back as it was.
extension Navstack {
  /// Waits for the app to end and returns its exit status; records an issue when it does not
  /// end, or leaves the line discipline raw (`icanon`, `echo` off) or the alternate screen on.
  static func finish(
    _ session: TmuxSession, _ workspace: Workspace,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Int32? {
    guard let status = try await waitForShellCommand(in: workspace) else {
      Issue.record(
        "the app did not exit:\n\(Screen.numbered(try session.screen()))",
        sourceLocation: sourceLocation)
      return nil
    }
    let modes = (workspace.read("out/stty") ?? "").split(whereSeparator: \.isWhitespace)
    #expect(modes.contains("icanon"), "stty: \(modes)", sourceLocation: sourceLocation)
    #expect(modes.contains("echo"), "stty: \(modes)", sourceLocation: sourceLocation)
    #expect(
      try await session.waitForFormat("#{alternate_on}", toRead: "0"),
      "still on the alternate screen", sourceLocation: sourceLocation)
    return status
  }

  /// Forgets what a finished run recorded in `out/`, so that the next run in the same
  /// workspace (a restart, a second instance) is waited for on its own.
  static func clearShellCommandResults(in workspace: Workspace) {
    for file in ["out/status", "out/stty", "out/stty.partial", "out/stderr"] {
      workspace.remove(file)
    }
  }
}
