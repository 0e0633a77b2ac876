/// A button that turns the edit mode of its screen on and off, as SwiftUI's `EditButton`:
/// it reads "Edit", and "Done" while editing.
///
/// Its key is `e` in both states, so that the key that starts editing also ends it.
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// A button for the edit mode in the environment.
  public init() {}

  /// The button.
  public var body: some View {
    let isEditing = editMode?.wrappedValue.isEditing ?? false
    Button(isEditing ? "Done" : "Edit") {
      guard let editMode else { return }
      editMode.wrappedValue = isEditing ? .inactive : .active
    }
    .keyboardShortcut("e", modifiers: [])
  }
}
