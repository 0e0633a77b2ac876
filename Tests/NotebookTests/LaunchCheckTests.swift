import Foundation
import NavStack
import Notebook
import NotebookStore
import Testing

/// What is checked before the terminal is taken, and what a start tidies up: `--data` must be a
/// regular file of bounded size, `--open` must name one folder or item exactly, leftovers of
/// killed saves are removed and logged, and a library one may not write opens read-only.
@MainActor
@Suite("Launch checks")
struct LaunchCheckTests {
  let runner = RobustnessCommandLineTests()

  @Test("--data naming a FIFO, a device or a folder: one line and status 2, at once")
  func dataMustBeARegularFile() throws {
    let space = try runner.workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    let fifo = "\(space.directory)/pipe.json"
    #expect(mkfifo(fifo, 0o644) == 0)
    let cases = [
      (fifo, "a FIFO"), ("/dev/zero", "a character device"), (space.directory, "a directory"),
    ]
    for (path, kind) in cases {
      let start = ContinuousClock.now
      let result = try runner.run(
        ["--data", path], interactive: true, environment: space.environment)
      #expect(ContinuousClock.now - start < .seconds(5), "\(path) was waited on")
      #expect(result.status == 2)
      #expect(result.errors == ["navstack: \(path): not a regular file (\(kind))"])
      #expect(result.terminals.isEmpty)
    }
  }

  @Test("--open names a near miss when a folder or item is not found")
  func openPathProblems() throws {
    let space = try runner.workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    let library = try LibraryStore.load(from: space.library)
    #expect(OpenPath.resolve("Work/Quarterly plan", in: library).problem == nil)
    let cases = [
      ("work", "no folder is named “work”; did you mean “Work”?"),
      ("Gone/Quarterly plan", "no folder is named “Gone”"),
      (
        "Work/quarterly PLAN",
        "no item in “Work” is named “quarterly PLAN”; did you mean “Quarterly plan”?"
      ),
    ]
    for (path, problem) in cases {
      #expect(OpenPath.resolve(path, in: library).problem == problem)
    }
  }

  @Test("an ambiguous folder or item stops there, saying how many it names")
  func ambiguous() throws {
    let library = try LibraryStore.parse(
      Array(
        #"""
        {"version":1,"folders":[
        {"id":"a","name":"Work","items":[]},{"id":"b","name":"Work","items":[]},
        {"id":"c","name":"Home","items":[{"id":"1","name":"Tap"},{"id":"2","name":"Tap"}]},
        {"id":"d","name":"A/B","items":[{"id":"3","name":"C"}]}]}
        """#.utf8), path: "lib.json")
    #expect(OpenPath.resolve("Work", in: library) == OpenPath(problem: "“Work” names 2 folders"))
    #expect(
      OpenPath.resolve("Home/Tap", in: library)
        == OpenPath(folder: 2, problem: "“Tap” names 2 items in “Home”"))
    #expect(OpenPath.resolve("A/B/C", in: library) == OpenPath(folder: 3, item: 0))
    #expect(OpenPath.resolve("Home", in: library) == OpenPath(folder: 2))
  }

  @Test("interactively, --open goes as deep as it can and the key bar says why")
  func openPathInteractive() throws {
    let space = try runner.workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    let result = try runner.run(
      ["--data", space.library, "--open", "Work/Gone"], interactive: true,
      environment: space.environment)
    #expect(result.status == 0)
    let rows = try #require(result.terminals.first).screen.text.split(separator: "\n")
    #expect(rows.last?.contains("--open: no item in “Work” is named “Gone”") == true, "\(rows)")
    #expect(rows.first?.contains("< Folders") == true)
  }

  @Test("a start removes what a killed save left, logs it, and says so in the key bar")
  func leftoversRemoved() throws {
    let space = try runner.workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    let leftover = "\(space.directory)/.library.json.tmp-999999-abc"
    try Data("{\"version\":1,".utf8).write(to: URL(fileURLWithPath: leftover))
    let result = try runner.run(
      ["--data", space.library], interactive: true, environment: space.environment)
    #expect(result.status == 0)
    #expect(!FileManager.default.fileExists(atPath: leftover))
    let log = "\(space.directory)/state/navstack/navstack.log"
    let logged = runner.lines(of: log)
    #expect(logged.count == 1)
    #expect(logged.first?.contains("removed \(leftover) (13 bytes)") == true, "\(logged)")
    let shown = try #require(result.terminals.first).screen.text
    #expect(shown.contains("Cleaned up 1 leftover temporary file of an unfinished save"))
  }

  @Test("--data naming a new file offers to create it: Create makes an empty library")
  func newLibraryCreated() throws {
    let space = try runner.workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    AppState(onboardingDone: true).save(to: "\(space.directory)/state/navstack")
    let path = "\(space.directory)/new.json"
    let events: [InputEvent] =
      [.key(.character("c")), .key(.character("+"))]
      + "Ideas".map { .key(.character($0)) } + [.key(.control("s"))]
    let result = try runner.run(
      ["--data", path], interactive: true, events: events, environment: space.environment)
    #expect(result.status == 0, "\(result.errors)")
    let library = try LibraryStore.load(from: path)
    #expect(library.folderCount == 1 && library.folderName(at: 0) == "Ideas")
  }

  @Test("--data naming a new file: Quit writes nothing; a replay, which cannot ask, is refused")
  func newLibraryDeclined() throws {
    let space = try runner.workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    AppState(onboardingDone: true).save(to: "\(space.directory)/state/navstack")
    let path = "\(space.directory)/new.json"
    let result = try runner.run(
      ["--data", path], interactive: true, events: [.key(.character("q"))],
      environment: space.environment)
    #expect(result.status == 0)
    let shown = try #require(result.terminals.first).screen.text
    #expect(shown.contains("Create a new library?"))
    #expect(!FileManager.default.fileExists(atPath: path))
    let script = "\(space.directory)/walk.keys"
    try Data("Down\n".utf8).write(to: URL(fileURLWithPath: script))
    let replay = try runner.run(
      ["--replay", script, "--headless", "--data", path], environment: space.environment)
    #expect(replay.status == 2)
    #expect(replay.errors == ["navstack: \(path): cannot read: No such file or directory"])
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("a library without write permission opens read-only: the bar says so, nothing changes")
  func readOnlyLibrary() throws {
    let space = try runner.workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    chmod(space.library, 0o444)
    AppState(onboardingDone: true).save(to: "\(space.directory)/state/navstack")
    let before = RobustnessFixtures.bytes(at: space.library)
    let events: [InputEvent] = [.key(.character("r")), .key(.character("X")), .key(.enter)]
    let result = try runner.run(
      ["--data", space.library], interactive: true, events: events,
      environment: space.environment)
    #expect(result.status == 0)
    let shown = try #require(result.terminals.first).screen.text
    #expect(shown.contains("Folders (read-only)"))
    #expect(shown.contains("Read-only: the file is not writable (mode 0444); nothing was"))
    #expect(RobustnessFixtures.bytes(at: space.library) == before)
    let names = try FileManager.default.contentsOfDirectory(atPath: space.directory)
    #expect(!names.contains { $0.contains(".tmp-") })
  }

  @Test(
    "a killed save's newer library is offered at start: Recover puts it in place, Discard removes it",
    arguments: ["r", "d"])
  func recoverableSave(answer: Character) throws {
    let space = try runner.workspace()
    defer { try? FileManager.default.removeItem(atPath: space.directory) }
    AppState(onboardingDone: true).save(to: "\(space.directory)/state/navstack")
    let library = try LibraryStore.load(from: space.library)
    library.renameFolder(at: 0, to: "Saved at the kill")
    let leftover = "\(space.directory)/.library.json.tmp-31337-feed"
    try Data(LibraryStore.encode(library)).write(to: URL(fileURLWithPath: leftover))
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(10)], ofItemAtPath: leftover)
    let before = RobustnessFixtures.bytes(at: space.library)
    let result = try runner.run(
      ["--data", space.library], interactive: true, events: [.key(.character(answer))],
      environment: space.environment)
    #expect(result.status == 0)
    #expect(!FileManager.default.fileExists(atPath: leftover))
    let shown = try #require(result.terminals.first).screen.text
    let log = runner.lines(of: "\(space.directory)/state/navstack/navstack.log")
    if answer == "r" {
      #expect(shown.contains("Recovered the unfinished save"))
      #expect(shown.contains("Saved at the kill"))
      #expect(try LibraryStore.load(from: space.library).folderName(at: 0) == "Saved at the kill")
      #expect(log.last?.contains("recovered \(leftover) into \(space.library)") == true, "\(log)")
    } else {
      #expect(!shown.contains("Saved at the kill"))
      #expect(RobustnessFixtures.bytes(at: space.library) == before)
      #expect(log.last?.contains("removed \(leftover)") == true, "\(log)")
    }
  }
}
