import Foundation
import Testing

/// The apps under `Examples/`, each run as its own built binary: every `.keys` script in its
/// `Scripts` folder replays headless (`--replay --headless`) against `Scripts/Snapshots`,
/// each from a home of its own, so what one script's app stores (`Counter`'s defaults) never
/// reaches the next.
///
/// The binaries are built beside `navstack` (`swift build --build-tests` builds them all), so
/// they are found in the folder of the binary these tests run.
@Suite("Examples: each app's scripts replay through its own binary")
struct ExamplesTests {
  static let examples = [
    "HelloWorld", "ListDetail", "SheetForm", "Onboarding", "SplitView", "PrintLog", "Counter",
    "Checklist", "RecipeBrowser", "BillSplitter", "Habits",
  ]

  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("the example's scripts pass", arguments: examples)
  func replays(example: String) async throws {
    let binary = URL(fileURLWithPath: try Navstack.binary())
      .deletingLastPathComponent().appendingPathComponent(example).path
    try #require(
      FileManager.default.isExecutableFile(atPath: binary), "\(binary) is not built")
    let scripts = Self.root.appendingPathComponent("Examples/\(example)/Scripts")
    let names = try FileManager.default.contentsOfDirectory(atPath: scripts.path)
      .filter { $0.hasSuffix(".keys") }.sorted()
    #expect(!names.isEmpty, "no scripts in \(scripts.path)")
    for name in names {
      let workspace = try Workspace()
      let outcome = try await Subprocess.run(
        binary, ["--replay", scripts.appendingPathComponent(name).path, "--headless"],
        environment: workspace.environment, output: workspace.path("out/\(name).stdout"),
        errors: workspace.path("out/\(name).stderr"), deadline: TmuxSession.deadline)
      #expect(
        outcome == 0,
        "\(example)/\(name): status \(outcome)\n\(workspace.read("out/\(name).stderr") ?? "")")
    }
  }

  @Test("an App's --help lists the standard options under the program's own name")
  func help() async throws {
    let binary = URL(fileURLWithPath: try Navstack.binary())
      .deletingLastPathComponent().appendingPathComponent("HelloWorld").path
    let workspace = try Workspace()
    let status = try await Subprocess.run(
      binary, ["--help"], environment: workspace.environment,
      output: workspace.path("out/help"), errors: workspace.path("out/errors"),
      deadline: TmuxSession.deadline)
    let help = workspace.read("out/help") ?? ""
    #expect(status == 0)
    #expect(help.hasPrefix("usage: HelloWorld [--no-mouse] [--no-color]"))
    for option in ["--replay SCRIPT", "--headless", "--record SCRIPT", "--cast FILE", "--version"] {
      #expect(help.contains(option))
    }
    let refused = try await Subprocess.run(
      binary, ["--data", "x.json"], environment: workspace.environment,
      output: workspace.path("out/refused"), errors: workspace.path("out/refused-errors"),
      deadline: TmuxSession.deadline)
    #expect(refused == 2)
    #expect(
      workspace.read("out/refused-errors")
        == "HelloWorld: unknown option '--data'\nTry 'HelloWorld --help'.\n")
  }

  @Test("an App's --version prints its name, and the version it sets, from the runner")
  func version() async throws {
    let workspace = try Workspace()
    for (example, printed) in [("Counter", "Counter 1.0\n"), ("HelloWorld", "HelloWorld\n")] {
      let status = try await Subprocess.run(
        try Navstack.example(example), ["--version"], environment: workspace.environment,
        output: workspace.path("out/\(example).version"),
        errors: workspace.path("out/\(example).errors"), deadline: TmuxSession.deadline)
      #expect(status == 0)
      #expect(workspace.read("out/\(example).version") == printed)
    }
  }

  /// Runs the example `example` with `arguments` to its end: its status, output and errors.
  func run(_ example: String, _ arguments: [String], in workspace: Workspace) async throws
    -> (status: Int32, output: String, errors: String)
  {
    let name = UUID().uuidString
    let status = try await Subprocess.run(
      try Navstack.example(example), arguments, environment: workspace.environment,
      output: workspace.path("out/\(name).stdout"), errors: workspace.path("out/\(name).stderr"),
      deadline: TmuxSession.deadline)
    return (
      status, workspace.read("out/\(name).stdout") ?? "",
      workspace.read("out/\(name).stderr") ?? ""
    )
  }

  @Test("an App lists the previews compiled into it, #Preview and PreviewProvider alike")
  func previewList() async throws {
    let workspace = try Workspace()
    let listDetail = try await run("ListDetail", ["--previews"], in: workspace)
    #expect(listDetail.status == 0)
    #expect(
      listDetail.output == """
        ListDetailApp.swift:49  ListDetail/ListDetailApp.swift:49
        Detail                  ListDetail/ListDetailApp.swift:54

        """)
    let sheetForm = try await run("SheetForm", ["--previews"], in: workspace)
    #expect(sheetForm.status == 0)
    #expect(sheetForm.output == "NameForm_Previews  SheetForm.NameForm_Previews\n")
    let none = try await run("PrintLog", ["--previews"], in: workspace)
    #expect(none.status == 0)
    #expect(none.output.isEmpty)
  }

  @Test("--preview NAME replays a script against the preview in place of the app")
  func previewReplay() async throws {
    let workspace = try Workspace()
    let script = Self.root.appendingPathComponent(
      "Examples/ListDetail/Scripts/Previews/detail.keys")
    let preview = try await run(
      "ListDetail", ["--preview", "Detail", "--replay", script.path, "--headless"], in: workspace)
    #expect(preview.status == 0, "\(preview.errors)")
    let byPlace = try await run(
      "ListDetail",
      ["--preview", "ListDetail/ListDetailApp.swift:54", "--replay", script.path, "--headless"],
      in: workspace)
    #expect(byPlace.status == 0, "\(byPlace.errors)")
    // The same script fails against the app: what it checks is the preview's screen.
    let app = try await run("ListDetail", ["--replay", script.path, "--headless"], in: workspace)
    #expect(app.status == 1)
    let misspelt = try await run("ListDetail", ["--preview", "Detial"], in: workspace)
    #expect(misspelt.status == 2)
    #expect(misspelt.errors == "ListDetail: no preview is named 'Detial'; did you mean 'Detail'?\n")
  }
}
