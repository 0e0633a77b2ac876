import Foundation
import NavStack
import Notebook
import NotebookStore
import Testing

/// Quitting with unsaved edits is its own question: "Quit without saving?" with Save, Discard and
/// Cancel (s, d, c); Back keeps "Discard changes?".
@MainActor
@Suite("Quit without saving?")
struct QuitPromptTests {
  /// A window with the Expense report editor open and " typed" added to its name.
  func editing(_ model: NotebookModel) -> NotebookWindow {
    let window = NotebookApp.makeWindow(model: model)
    AppHarness.press(window, .enter, .down, .enter)
    AppHarness.type(window, " typed")
    return window
  }

  @Test("Ctrl+C with edits asks to quit with Save, Discard and Cancel; c keeps editing")
  func asksAndCancels() throws {
    let window = editing(try AppHarness.sampleModel())
    AppHarness.press(window, .control("c"))
    let shown = AppHarness.screen(window)
    #expect(shown.contains("Quit without saving?"))
    #expect(shown.contains("[ Save ]  [ Discard ]  [ Cancel ]"))
    AppHarness.press(window, .character("c"))
    #expect(!window.isFinished)
    #expect(!AppHarness.screen(window).contains("Quit without saving?"))
    #expect(window.navigation.unsavedEdit != nil)
  }

  @Test("under Terminal too small, the quit prompt shows its question and keys, and answers")
  func tooSmall() throws {
    let small = Size(width: 30, height: 8)
    func shrunk(_ model: NotebookModel) -> NotebookWindow {
      let window = editing(model)
      window.handle(.resize(small))
      _ = window.render(size: small)
      AppHarness.press(window, .control("c"))
      return window
    }
    let model = try AppHarness.sampleModel()
    let window = shrunk(model)
    let shown = window.render(size: small).text
    #expect(shown.contains("Quit without saving?"), "\(shown)")
    #expect(shown.contains("s Save · d Discard · c Cancel"), "\(shown)")
    #expect(shown.contains("40×10"), "what the screen needs still shows: \(shown)")
    AppHarness.press(window, .character("c"))
    #expect(!window.isFinished)
    #expect(!window.render(size: small).text.contains("Quit without saving?"))
    AppHarness.press(window, .control("c"), .character("d"))
    #expect(window.isFinished)
    #expect(model.library.itemName(at: 1, inFolder: 0) == "Expense report")

    let kept = try AppHarness.sampleModel()
    let saving = shrunk(kept)
    AppHarness.press(saving, .character("s"))
    #expect(saving.isFinished)
    #expect(kept.library.itemName(at: 1, inFolder: 0) == "Expense report typed")
  }

  @Test("d quits and drops the edits; s saves them, then quits")
  func discardAndSave() throws {
    let dropped = try AppHarness.sampleModel()
    let window = editing(dropped)
    AppHarness.press(window, .control("c"), .character("d"))
    #expect(window.isFinished)
    #expect(dropped.library.itemName(at: 1, inFolder: 0) == "Expense report")

    let kept = try AppHarness.sampleModel()
    let saving = editing(kept)
    AppHarness.press(saving, .control("c"), .character("s"))
    #expect(saving.isFinished)
    #expect(kept.library.itemName(at: 1, inFolder: 0) == "Expense report typed")
  }

  @Test("Save in a rename sheet stores the name; Esc still asks Discard changes?")
  func renameSheetAndBack() throws {
    let model = try AppHarness.sampleModel()
    let window = NotebookApp.makeWindow(model: model)
    AppHarness.press(window, .character("r"))
    AppHarness.type(window, "q")
    #expect(!window.isFinished, "q in a text field types")
    AppHarness.press(window, .escape)
    #expect(AppHarness.screen(window).contains("Discard changes?"))
    AppHarness.press(window, .character("k"))
    AppHarness.press(window, .control("c"), .character("s"))
    #expect(window.isFinished)
    #expect(model.library.folderName(at: 0) == "Workq")
  }

  @Test("Save that fails (a read-only library) keeps the app running and says why")
  func saveRefused() throws {
    let sample = try AppHarness.sampleModel()
    let model = NotebookModel(
      library: sample.library, path: nil, readOnlyReason: "the file is not writable (mode 0444)")
    let window = editing(model)
    AppHarness.press(window, .control("c"), .character("s"))
    #expect(!window.isFinished)
    #expect(
      window.statusMessage
        == "Read-only: the file is not writable (mode 0444); nothing was changed")
    #expect(window.navigation.unsavedEdit != nil, "the typed text is still there")
  }
}

/// A library opened read-only says so in the bar and refuses every edit with the reason.
@MainActor
@Suite("Read-only library")
struct ReadOnlyModelTests {
  @Test("the bar says read-only, and edits, additions and deletions are refused")
  func refusesEdits() throws {
    let sample = try AppHarness.sampleModel()
    let model = NotebookModel(
      library: sample.library, path: nil, readOnlyReason: "the file is immutable (chattr +i)")
    let window = NotebookApp.makeWindow(model: model)
    #expect(AppHarness.screen(window).contains("Folders (read-only)"))
    let refusal = "Read-only: the file is immutable (chattr +i); nothing was changed"
    #expect(model.renameFolder(at: 0, to: "X") == refusal)
    #expect(model.addFolder(named: "X") == (nil, refusal))
    #expect(model.removeFolder(at: 0) == refusal)
    #expect(model.removeItem(at: 0, inFolder: 0) == refusal)
    #expect(model.append(Item(name: "X"), toFolder: 0) == (nil, refusal))
    #expect(model.library.folderName(at: 0) == "Work" && model.library.folderCount == 4)
    #expect(model.library.itemCount(inFolder: 0) == 3)
    AppHarness.press(window, .enter)
    #expect(AppHarness.screen(window).contains("Work (read-only)"))
    AppHarness.press(window, .space)
    #expect(window.statusMessage == refusal)
    #expect(!model.library.itemIsDone(at: 0, inFolder: 0))
  }

  @Test("d on a read-only library refuses at once, saying why, instead of asking Delete …?")
  func deleteRefusedBeforeAsking() throws {
    let sample = try AppHarness.sampleModel()
    let model = NotebookModel(
      library: sample.library, path: nil, readOnlyReason: "the file is not writable (mode 0444)")
    let window = NotebookApp.makeWindow(model: model)
    let refusal = "Read-only: the file is not writable (mode 0444); nothing was changed"
    AppHarness.press(window, .character("d"))
    #expect(!AppHarness.screen(window).contains("Delete “Work”?"))
    #expect(window.statusMessage == refusal)
    AppHarness.press(window, .enter, .character("d"))
    #expect(window.stackDescription == "Folders (read-only) > Work (read-only)")
    #expect(!AppHarness.screen(window).contains("Delete “Quarterly plan”?"))
    #expect(window.statusMessage == refusal)
    #expect(model.library.itemCount(inFolder: 0) == 3 && model.library.folderCount == 4)
  }
}
