import NavStack
import NotebookStore

/// An item's fields, editable: Name, Done, Notes.
///
/// Pushed as the item's detail, or presented in the New Item sheet with its own stack (P7, P8).
/// Leaving with changes asks first (R34): Cancel in the sheet, the back button of the detail
/// (which it draws itself while there are changes, as SwiftUI code does), and Esc for either.
struct ItemEditor: View {
  @State private var edit: ItemEdit
  @State private var isConfirmingDiscard = false
  @Environment(NotebookModel.self) private var model
  @Environment(NotebookNavigation.self) private var navigation
  @Environment(\.dismiss) private var dismiss
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
    .toolbar {
      if edit.mode == .new {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel", role: .cancel) { leave() }.keyboardShortcut(.cancelAction)
        }
      } else if edit.hasChanges {
        ToolbarItem(placement: .navigationBarLeading) {
          Button(action: leave) {
            Label(
              model.folderName(id: edit.folderID)?.shownName ?? "Back", systemImage: "chevron.left")
          }
          .keyboardShortcut(.cancelAction)
          .help("Back")
        }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save", action: save).keyboardShortcut("s", modifiers: .control)
      }
    }
    .confirmationDialog("Discard changes?", isPresented: $isConfirmingDiscard) {
      Button("Discard", role: .destructive) { dismiss() }
      Button("Keep Editing", role: .cancel) {}
    } message: {
      Text("Your edits have not been saved.")
    }
    .interactiveDismissDisabled(edit.hasChanges)
    .onAppear { navigation.begin(edit) }
    .onDisappear { navigation.end(edit) }
  }

  /// "New Item", the item's name, or "(untitled)" for a blank one, as its row shows it.
  private var title: String {
    if edit.mode == .new { return "New Item" }
    return edit.original.name.shownName
  }

  /// Cancel or Back: at once without changes, after "Discard changes?" with them (R34).
  private func leave() {
    if edit.hasChanges { isConfirmingDiscard = true } else { dismiss() }
  }

  private func save() {
    if !edit.save(), let error = edit.lastError { showStatus(error) }
  }
}
