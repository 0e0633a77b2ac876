import NavStack

/// A sheet with one name field: a new folder, or renaming a folder or an item.
struct NameEditor: View {
  @State private var edit: NameEdit
  @State private var isConfirmingDiscard = false
  @Environment(NotebookNavigation.self) private var navigation
  @Environment(\.dismiss) private var dismiss
  @Environment(\.showStatus) private var showStatus

  /// An editor of what `edit` makes; it is made once, when the editor first appears, not
  /// each time the view is made again.
  init(edit: @autoclosure @escaping () -> NameEdit) {
    _edit = State(initialValue: edit())
  }

  var body: some View {
    @Bindable var edit = edit
    Form {
      TextField("Name", text: $edit.name)
        .onSubmit(save)
      if let message = edit.message {
        Text(message).foregroundStyle(.red)
      }
    }
    .navigationTitle(edit.title)
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel", role: .cancel) {
          if edit.hasChanges { isConfirmingDiscard = true } else { dismiss() }
        }
        .keyboardShortcut(.cancelAction)
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

  private func save() {
    if !edit.save(), let error = edit.lastError { showStatus(error) }
  }
}
