/// Whether a screen's lists are being edited, as SwiftUI's `EditMode`: while editing, rows
/// that can be deleted show `⊖` and rows that can be moved show `≡`.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment (a swipe on iOS): editing all the same.
  case transient
  /// Editing, as `EditButton` turns on.
  case active

  /// Whether this mode is editing: `.active` or `.transient`.
  public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
  static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
  /// The edit mode of the views below: the one set with `.environment(\.editMode, $mode)`,
  /// else the screen's own, which `EditButton` toggles.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] ?? screenContext?.editMode }
    set { self[EditModeKey.self] = newValue }
  }
}

extension ScreenContext {
  /// The screen's edit mode, kept while it is covered, as SwiftUI keeps one per screen.
  var editMode: Binding<EditMode> {
    let box = editModeBox
    return Binding(
      location: BindingLocation(owner: ObjectIdentifier(box)),
      get: { box.read() }, set: { box.write($0) })
  }
}
