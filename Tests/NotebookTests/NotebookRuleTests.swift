import Foundation
import NavStack
import NavStackScript
import Notebook
import NotebookStore
import Testing

/// The rules the app's own screens carry: the onboarding toolbar and the discard prompt.
@MainActor
@Suite("Notebook rules")
struct NotebookRuleTests {
  /// The tour's bar, as drawn: the sheet's top row.
  private func tourBar(_ window: NotebookWindow) -> String {
    window.render(size: .standard).text(ofRow: 2)
  }

  @Test("R22 onboarding: Previous from step 2; Next and Skip on 1…N-1; Close alone on N")
  func onboardingButtons() throws {
    var finished = 0
    let window = NotebookApp.makeWindow(
      model: try AppHarness.sampleModel(), firstRun: true, onboardingFinished: { finished += 1 })
    let steps = OnboardingStep.bundled().count
    #expect(steps >= 3)
    #expect(!tourBar(window).contains("[Previous]"))
    #expect(tourBar(window).contains("[Next]") && tourBar(window).contains("[Skip]"))
    for _ in 2..<steps {
      window.handle(.key(.character("n")))
      #expect(tourBar(window).contains("[Previous]"))
      #expect(tourBar(window).contains("[Next]") && tourBar(window).contains("[Skip]"))
      #expect(!tourBar(window).contains("[Close]"))
    }
    window.handle(.key(.character("n")))
    #expect(tourBar(window).contains("[Previous]"))
    #expect(tourBar(window).contains("[Close]"))
    #expect(!tourBar(window).contains("[Next]") && !tourBar(window).contains("[Skip]"))
    #expect(finished == 0)
    window.handle(.key(.character("c")))
    #expect(finished == 1)
    #expect(window.stackDescription == "Folders")
  }

  @Test("R22 Skip and Close end the flow and mark it done")
  func skipEndsFlow() throws {
    var done = 0
    let window = NotebookApp.makeWindow(
      model: try AppHarness.sampleModel(), firstRun: true, onboardingFinished: { done += 1 })
    #expect(window.stackDescription == "Folders | Welcome to NavStack")
    window.handle(.key(.character("s")))
    #expect(window.stackDescription == "Folders")
    #expect(done == 1)
  }

  @Test(
    "R34 Cancel with changes asks Discard changes?; Keep Editing stays; without changes it leaves")
  func discardPrompt() throws {
    let window = try AppHarness.window()
    window.handle(.key(.enter))
    window.handle(.key(.character("+")))
    #expect(window.stackDescription == "Folders > Work | New Item")
    window.handle(.key(.escape))
    #expect(window.stackDescription == "Folders > Work")
    window.handle(.key(.character("+")))
    window.handle(.key(.character("x")))
    window.handle(.key(.escape))
    let prompt = window.render(size: .standard).text
    #expect(prompt.contains("Discard changes?"))
    #expect(prompt.contains("[ Discard ]"))
    #expect(prompt.contains("[ Keep Editing ]"))
    window.handle(.key(.enter))  // focus starts on the cancel button: Keep Editing
    #expect(window.stackDescription == "Folders > Work | New Item")
    window.handle(.key(.escape))
    window.handle(.key(.character("d")))
    #expect(window.stackDescription == "Folders > Work")
  }
}

/// A blank name would draw a blank row, which reads as a gap in the list.
@MainActor
@Suite("Blank names")
struct BlankNameTests {
  @Test("an item named \"\" or \" \" shows as a dimmed (untitled), and opens like any other")
  func untitledRows() throws {
    let model = try AppHarness.sampleModel()
    let folder = try #require(model.folderIndex(id: "f-work"))
    var first = model.library.item(at: 0, inFolder: folder)
    first.name = ""
    _ = model.update(first, at: 0, inFolder: folder)
    var second = model.library.item(at: 1, inFolder: folder)
    second.name = " "
    _ = model.update(second, at: 1, inFolder: folder)
    let window = NotebookApp.makeWindow(model: model)
    window.handle(.key(.enter))
    let frame = window.render(size: .standard)
    for row in [1, 2] {
      #expect(frame.text(ofRow: row).contains("(untitled)"))
      let x = try #require(Array(frame.text(ofRow: row)).firstIndex(of: "("))
      #expect(frame[x, row].style.attributes.contains(.dim) || frame[x, row].style.role == .muted)
    }
    window.handle(.key(.down))
    window.handle(.key(.enter))
    #expect(window.stackDescription == "Folders > Work > (untitled)")
  }

  @Test("the (untitled) rows, as drawn, match their snapshot")
  func untitledReplay() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let path = directory.appendingPathComponent("LibraryScripts/untitled.keys").path
    let script = try KeyScript.parse(String(contentsOfFile: path, encoding: .utf8), path: path)
      .get()
    let model = try AppHarness.sampleModel()
    let folder = try #require(model.folderIndex(id: "f-work"))
    for (index, name) in ["", " "].enumerated() {
      var item = model.library.item(at: index, inFolder: folder)
      item.name = name
      _ = model.update(item, at: index, inFolder: folder)
    }
    let result = try AppHarness.replay(
      script, snapshots: directory.appendingPathComponent("Snapshots").path,
      update: ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil, model: model)
    #expect(result.outcome == .passed, "\(result.outcome.failureMessage ?? "")")
    #expect(result.snapshotsWritten.isEmpty, "recorded; run again without RECORD_SNAPSHOTS")
  }
}
