import NavStack

/// A sheet with one name field: a new folder, or renaming a folder or an item.
struct NameEditor: View {
  @State private var edit: NameEdit
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
    .modifier(EditorChrome(edit: edit, leaveButton: .cancel, save: save))
  }

  private func save() {
    if !edit.save(), let error = edit.lastError { showStatus(error) }
  }
}
