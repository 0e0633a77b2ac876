import Foundation
import NavStack
import NotebookStore

/// An item's fields, editable.
///
/// Name, Done, Notes. Pushed as the item's detail, or presented in the New Item sheet with its own
/// stack (P7, P8).
///
/// It edits a draft and hands it to `onSave`; the coordinator decides what saving means and sets
/// the state that pops or dismisses this screen. Leaving with changes asks first (R34).
@MainActor
public final class ItemEditorScreen: Screen, SavesEdits {
  /// Whether this edits a stored item or makes a new one.
  public enum Mode: Equatable { case existing, new }

  public let mode: Mode
  /// The folder the item belongs to, so a draft can find its way back.
  public var folderID: String?
  /// The fields as typed; compared with `original` to know whether anything changed.
  public var draft: Item
  private(set) var original: Item
  /// Saves the draft; returns why it could not be saved, or nil.
  let onSave: @MainActor (Item) -> String?
  /// Which field has the keyboard: 0 Name, 1 Done, 2 Notes; nil while the bar has it.
  public private(set) var focus: Int? = 0
  private lazy var nameField = TextFieldScreen("Name", text: bind(self, \.draft.name))
  private lazy var notesArea = TextArea("Notes", text: bind(self, \.draft.notes))

  public init(item: Item, mode: Mode, onSave: @escaping @MainActor (Item) -> String?) {
    self.draft = item
    self.original = item
    self.mode = mode
    self.onSave = onSave
  }

  public override var navigationTitle: String {
    mode == .new ? "New Item" : original.name
  }

  public override var hasUnsavedChanges: Bool {
    notesArea.commit()
    return draft != original
  }
  public override var isEditingText: Bool { focus == 0 || focus == 2 }
  public override var children: [Screen] { [nameField, notesArea] }

  @BarContentBuilder
  public override var toolbar: BarItemList {
    if mode == .new {
      BarItem(placement: .cancellationAction) {
        BarButton("Cancel", role: .cancel) { [unowned self] in self.cancel() }
      }
    }
    BarItem(placement: .confirmationAction) {
      BarButton("Save", key: .control("s")) { [unowned self] in self.save() }
    }
  }

  /// Cancel: at once without changes, after "Discard changes?" with them (R34).
  func cancel() {
    if hasUnsavedChanges {
      environment.confirmDiscard { [unowned self] in self.environment.dismiss() }
    } else {
      environment.dismiss()
    }
  }

  /// Save: an empty name is refused in the field; a failed write stays here with the reason.
  func save() {
    notesArea.commit()
    draft.name = draft.name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !draft.name.isEmpty else {
      nameField.message = "A name is needed to save."
      focus = 0
      return
    }
    if let error = onSave(draft) {
      environment.showStatus(error)
    } else {
      original = draft
    }
  }

  /// The quit prompt's Save: the editor's own Save; true once the item is stored.
  public func saveEdits() -> Bool {
    save()
    return !hasUnsavedChanges
  }

  func moveFocus(by step: Int) {
    let next = (focus ?? -1) + step
    focus = (0...2).contains(next) ? next : nil
  }

  public override func focusEntered(forward: Bool) {
    focus = forward ? 0 : 2
  }

  public override func handle(_ key: Key) -> Bool {
    nameField.isFocused = focus == 0
    notesArea.isFocused = focus == 2
    switch key {
    case .tab:
      moveFocus(by: 1)
      return focus != nil
    case .backTab:
      moveFocus(by: -1)
      return focus != nil
    default:
      break
    }
    switch focus {
    case 0:
      if key == .down {
        focus = 1
        return true
      }
      return nameField.handle(key)
    case 1:
      switch key {
      case .space, .enter:
        draft.done.toggle()
      case .up: focus = 0
      case .down: focus = 2
      default: return false
      }
      return true
    case 2:
      return notesArea.handle(key)
    default:
      return false
    }
  }

  /// A click focuses the field under it (and toggles Done); the wheel scrolls the notes.
  public override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
    let row = event.position.y - rect.y + scrollOffset(forHeight: rect.height)
    switch event.kind {
    case .wheelUp, .wheelDown:
      return notesArea.handleMouse(event, in: rect)
    case .click:
      switch row {
      case 1: focus = 0
      case 3:
        focus = 1
        draft.done.toggle()
      case 5...: focus = 2
      default: return false
      }
      return true
    }
  }

  /// Rows scrolled off the top so the focused field shows when the screen is short: typing
  /// never goes into a field the user cannot see (at 40×10 the sheet holds three rows).
  private func scrollOffset(forHeight height: Int) -> Int {
    guard let focus else { return 0 }
    let focusedRow = [1, 3, 5][min(max(0, focus), 2)]
    return max(0, focusedRow + 1 - height)
  }

  public override func draw(in canvas: inout Canvas, rect fullRect: Rect) {
    nameField.isFocused = focus == 0
    notesArea.isFocused = focus == 2
    guard fullRect.height > 0 else { return }
    let offset = scrollOffset(forHeight: fullRect.height)
    // Drawn as if taller and moved up: rows above the rectangle fall outside the clip.
    let rect = Rect(
      x: fullRect.x, y: fullRect.y - offset, width: fullRect.width,
      height: fullRect.height + offset)
    nameField.draw(in: &canvas, rect: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 2))
    let doneY = rect.y + 3
    canvas.draw("Done", x: rect.x + 2, y: doneY, style: Style(.bold))
    let box = draft.done ? "[✓] done" : "[ ] not done"
    canvas.draw(box, x: rect.x + 9, y: doneY, style: focus == 1 ? .selection : .plain)
    if focus == 1 {
      canvas.draw("›", x: rect.x, y: doneY, style: Style(.bold, role: .accent))
      canvas.cursor = nil
    }
    let notesTop = rect.y + 5
    notesArea.draw(
      in: &canvas,
      rect: Rect(x: rect.x, y: notesTop, width: rect.width, height: max(0, rect.maxY - notesTop)))
  }
}
