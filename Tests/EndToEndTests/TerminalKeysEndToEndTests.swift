import Foundation
import Testing

/// Under each terminal type people have, the editing and function keys do their job.
///
/// None of them types text (issue 10). Each key is sent as terminfo says that terminal sends it
/// (`tput -T TYPE khome`), or by tmux's name when terminfo lists none; a bracketed paste with
/// a tab and a `q` lands in Name as text.
@Suite(
  "Keys and paste under every terminal type",
  .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux)"))
struct TerminalKeysEndToEndTests {
  static let types = [
    "tmux-256color", "screen-256color", "xterm-256color", "xterm", "linux",
    "rxvt-unicode-256color", "vt100",
  ]

  @Test("Home End PgUp PgDn Delete F1 F5 Ctrl+Right Shift+Tab and a paste", arguments: types)
  func keys(terminalType: String) async throws {
    let workspace = try Workspace()
    let library = try workspace.writeLibrary()
    let session = try await Navstack.startInTmux(
      ["--data", library], in: workspace, environment: ["TERM": terminalType])
    defer { session.kill() }
    let keyboard = Keyboard(terminalType: terminalType, workspace: workspace, session: session)

    try keyboard.press("knp", "NPage")
    try await session.reach("PgDn: the last folder") { $0[4].hasPrefix("› Reading list") }
    try keyboard.press("kpp", "PPage")
    try await session.reach("PgUp: the first folder") { $0[1].hasPrefix("› Work") }
    try keyboard.press("kend", "End")
    try await session.reach("End: the last folder") { $0[4].hasPrefix("› Reading list") }
    try keyboard.press("khome", "Home")
    try await session.reach("Home: the first folder") { $0[1].hasPrefix("› Work") }
    try keyboard.press("kf1", "F1")
    try await session.reach("F1: help") { $0.contains { $0.contains("Esc Close") } }
    try session.sendKeys("Escape")
    try await session.reach("help closed") { !$0.contains { $0.contains("Esc Close") } }

    try session.sendKeys("Enter")
    try await session.reach("the Work list") { $0[0].contains("< Folders") }
    try session.sendKeys("Enter")
    try await session.reach("the editor") { Self.name(in: $0) == "Quarterly plan" }
    try keyboard.press("khome", "Home")
    try keyboard.press("kdch1", "DC")
    try await session.reach("Home, Delete") { Self.name(in: $0) == "uarterly plan" }
    try keyboard.press("kRIT5", "C-Right")
    try session.type("!")
    try await session.reach("Ctrl+Right") { Self.name(in: $0) == "uarterly! plan" }
    try keyboard.press("kend", "End")
    for (capability, name) in [("kpp", "PPage"), ("knp", "NPage"), ("kf5", "F5")] {
      try keyboard.press(capability, name)
    }
    try session.type(".")
    try await session.reach("End, then keys that type nothing") {
      Self.name(in: $0) == "uarterly! plan."
    }
    try session.paste("id\tq")
    try await session.reach("the paste in Name") { Self.name(in: $0) == "uarterly! plan.id q" }
    try keyboard.press("kcbt", "BTab")
    try await session.reach("Shift+Tab: focus leaves Name") {
      !$0.contains { $0.hasPrefix("› Name") } && $0.contains { $0.hasPrefix("  Name") }
    }
    try session.sendKeys("C-c")
    try await session.reach("the quit prompt") { $0.contains { $0.contains("[ Discard ]") } }
    try session.sendKeys("d")
    #expect(try await Navstack.finish(session, workspace) == 0)
  }

  /// The text of the Name field, or nil when it is not shown.
  static func name(in rows: [String]) -> String? {
    guard let row = rows.first(where: { $0.contains("Name   ") }),
      let range = row.range(of: "Name   ")
    else { return nil }
    return String(row[range.upperBound...])
  }
}

/// A terminal type's keyboard: the bytes its terminfo entry lists for a key.
private struct Keyboard {
  let terminalType: String
  let workspace: Workspace
  let session: TmuxSession

  /// Sends terminfo's `capability` for this type, or the tmux key `name` when it has none.
  func press(_ capability: String, _ name: String) throws {
    let bytes = try string(capability)
    if bytes.isEmpty {
      try session.sendKeys(name)
    } else {
      try session.sendBytes(bytes)
    }
  }

  /// terminfo's string for `capability`, empty when the type has none (`tput` fails).
  private func string(_ capability: String) throws -> [UInt8] {
    let output = workspace.path("out/tput.out")
    let status = try Subprocess.runBlocking(
      "/usr/bin/tput", ["-T", terminalType, capability], environment: workspace.environment,
      output: output, errors: workspace.path("out/tput.err"))
    guard status == 0 else { return [] }
    return Array((FileManager.default.contents(atPath: output) ?? Data()))
  }
}
