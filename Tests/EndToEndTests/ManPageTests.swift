import Foundation
import Testing

/// `docs/navstack.1`, the man page `make install` installs: it is well-formed roff, and it
/// documents every option `navstack --help` lists, and no other.
@Suite("The man page")
struct ManPageTests {
  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The man page's roff source.
  static func source() throws -> String {
    try String(contentsOf: root.appendingPathComponent("docs/navstack.1"), encoding: .utf8)
  }

  /// The path of `groff`, when it is installed.
  static let groff: String? = ["/usr/bin/groff", "/usr/local/bin/groff", "/bin/groff"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// The options a text names: `--word-word` and `-h`.
  static func options(in text: String) -> Set<String> {
    Set(text.matches(of: /(?:^|[^\w-])(--[a-z][a-z-]*|-h)\b/).map { String($0.output.1) })
  }

  @Test(
    "groff -man -ww reads it without a warning",
    .enabled(if: groff != nil, "groff is not installed, so the page's roff is not checked"))
  func parsesWithoutWarnings() async throws {
    let workspace = try Workspace()
    let errors = workspace.path("out/groff.stderr")
    let status = try await Subprocess.run(
      try #require(Self.groff),
      ["-man", "-Tutf8", "-ww", "-z", Self.root.appendingPathComponent("docs/navstack.1").path],
      environment: workspace.environment, output: workspace.path("out/groff.stdout"),
      errors: errors, deadline: .seconds(30))
    #expect(status == 0)
    #expect(workspace.read("out/groff.stderr") == "", "groff warns")
  }

  @Test("every option of --help is in the man page, and the page names no other")
  func optionsMatchHelp() async throws {
    let workspace = try Workspace()
    let outcome = try await Navstack.run(["--help"], in: workspace)
    #expect(outcome.status == 0)
    let help = Self.options(in: outcome.output)
    #expect(help.count >= 14, "--help lists \(help.sorted())")
    let page = Self.options(in: try Self.source().replacingOccurrences(of: "\\-", with: "-"))
    #expect(help.subtracting(page).isEmpty, "missing from the man page: \(help.subtracting(page))")
    #expect(page.subtracting(help).isEmpty, "only in the man page: \(page.subtracting(help))")
  }

  @Test("the page has the sections a reader looks for")
  func sections() throws {
    let source = try Self.source()
    for section in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "KEYS", "FILES", "ENVIRONMENT",
      "EXIT STATUS",
    ] {
      #expect(source.contains(".SH \(section)\n"), "no \(section) section")
    }
    #expect(source.contains("NO_COLOR"))
  }

  @Test("--version, the man page and the newest release in CHANGELOG.md name one version")
  func oneVersion() async throws {
    let workspace = try Workspace()
    let outcome = try await Navstack.run(["--version"], in: workspace)
    #expect(outcome.status == 0)
    let printed = try #require(outcome.output.firstMatch(of: /navstack (\d+\.\d+\.\d+)/))
    let version = String(printed.output.1)
    #expect(try Self.source().contains("\"navstack \(version)\""), "the man page's .TH")
    let changelog = try String(
      contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let newest = try #require(changelog.firstMatch(of: /## \[(\d+\.\d+\.\d+)\]/))
    #expect(String(newest.output.1) == version, "CHANGELOG.md's newest release")
  }
}
