import NavStack

/// What every editor shares, whatever it edits: a way out that asks when there are changes
/// (R34), Save, no swiping away while unsaved, and the window knowing the editor is open so
/// that quitting can ask about it.
///
/// A modifier, so the item editor and the name editor write it once; its content is the
/// editor's form, as if the modifiers were written on the form inline.
struct EditorChrome: ViewModifier {
  /// The button that leaves the editor, if the editor draws its own.
  enum LeaveButton {
    /// Cancel, in a sheet.
    case cancel
    /// A back button titled with where it goes, drawn in place of the bar's own.
    case back(String)
    /// None: the bar's back button leaves.
    case none
  }

  let edit: any EditSession
  let leaveButton: LeaveButton
  let save: @MainActor () -> Void
  @State private var isConfirmingDiscard = false
  @Environment(NotebookNavigation.self) private var navigation
  @Environment(\.dismiss) private var dismiss

  func body(content: Content) -> some View {
    content
      .toolbar {
        if case .cancel = leaveButton {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel", role: .cancel, action: leave).keyboardShortcut(.cancelAction)
          }
        } else if case .back(let title) = leaveButton {
          ToolbarItem(placement: .navigationBarLeading) {
            Button(action: leave) { Label(title, systemImage: "chevron.left") }
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

  /// Cancel or Back: at once without changes, after "Discard changes?" with them (R34).
  private func leave() {
    if edit.hasChanges { isConfirmingDiscard = true } else { dismiss() }
  }
}
