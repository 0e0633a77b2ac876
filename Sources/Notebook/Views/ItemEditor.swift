import NavStack
import NotebookStore

/// An item's fields, editable: Name, Done, Notes.
///
/// Pushed as the item's detail, or presented in the New Item sheet with its own stack (P7, P8).
/// Leaving with changes asks first (R34): Cancel in the sheet, the back button of the detail
/// (which it draws itself while there are changes, as SwiftUI code does), and Esc for either.
struct ItemEditor: View {
  @State private var edit: ItemEdit
  @Environment(NotebookModel.self) private var model
  @Environment(\.showStatus) private var showStatus

  /// An editor of what `edit` makes; it is made once, when the editor first appears, not
  /// each time the view is made again.
  init(edit: @autoclosure @escaping () -> ItemEdit) {
    _edit = State(initialValue: edit())
  }

  var body: some View {
    @Bindable var edit = edit
    Form {
      TextField("Name", text: $edit.draft.name)
        .onSubmit(save)
      if let message = edit.nameMessage {
        Text(message).foregroundStyle(.red)
      }
      Toggle("Done", isOn: $edit.draft.done)
      LabeledContent("Notes") { TextEditor(text: $edit.draft.notes) }
    }
    .navigationTitle(title)
    .navigationBarBackButtonHidden(edit.mode == .existing && edit.hasChanges)
    .modifier(EditorChrome(edit: edit, leaveButton: leaveButton, save: save))
  }

  /// Cancel in the New Item sheet; while an existing item has changes, a back button of its
  /// own that asks first; otherwise the bar's.
  private var leaveButton: EditorChrome.LeaveButton {
    if edit.mode == .new { return .cancel }
    guard edit.hasChanges else { return .none }
    return .back(model.folderName(id: edit.folderID)?.shownName ?? "Back")
  }

  /// "New Item", the item's name, or "(untitled)" for a blank one, as its row shows it.
  private var title: String {
    if edit.mode == .new { return "New Item" }
    return edit.original.name.shownName
  }

  private func save() {
    if !edit.save(), let error = edit.lastError { showStatus(error) }
  }
}
