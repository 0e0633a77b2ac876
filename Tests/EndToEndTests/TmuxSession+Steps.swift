import Testing

/// Walking the app one key at a time, each key waited on until its screen is drawn.
///
/// Keys sent at once can merge (two Esc read as Alt+Esc), and a walk that went astray makes
/// every later failure misleading; so each step waits for its screen and stops the test
/// there, showing the screen, when it never comes.
extension TmuxSession {
  /// Sends one key (a tmux key name) and waits until the screen satisfies `arrived`.
  func step(
    _ key: String, to place: String, sourceLocation: SourceLocation = #_sourceLocation,
    until arrived: ([String]) -> Bool
  ) async throws {
    try sendKeys(key)
    try await reach(place, sourceLocation: sourceLocation, until: arrived)
  }

  /// Types `text` literally and waits until the screen satisfies `arrived`.
  func type(
    _ text: String, to place: String, sourceLocation: SourceLocation = #_sourceLocation,
    until arrived: ([String]) -> Bool
  ) async throws {
    try type(text)
    try await reach(place, sourceLocation: sourceLocation, until: arrived)
  }

  /// Waits until the screen satisfies `arrived`; stops the test there, showing the screen.
  func reach(
    _ place: String, sourceLocation: SourceLocation = #_sourceLocation,
    until arrived: ([String]) -> Bool
  ) async throws {
    let rows = try await waitForScreen(arrived)
    let screen = rows == nil ? printedScreen : ""
    try #require(rows != nil, "did not reach \(place):\n\(screen)", sourceLocation: sourceLocation)
  }
}
