import Foundation
import NavStack

/// A sheet with one name field: a new folder, or renaming a folder or an item.
@MainActor
public final class NameEditorScreen: Screen, SavesEdits {
  let title: String
  public var name: String
  /// What the sheet names, so a stopped edit can be kept as a draft.
  public var target: NameEditorTarget?
  private let original: String
  let onSave: @MainActor (String) -> String?
  private lazy var field: TextFieldScreen = {
    let field = TextFieldScreen("Name", text: bind(self, \.name))
    field.isFocused = true
    return field
  }()

  public init(title: String, name: String, onSave: @escaping @MainActor (String) -> String?) {
    self.title = title
    self.name = name
    self.original = name
    self.onSave = onSave
  }

  public override var navigationTitle: String { title }
  public override var hasUnsavedChanges: Bool { name != original }
  public override var isEditingText: Bool { true }
  public override var children: [Screen] { [field] }

  @BarContentBuilder
  public override var toolbar: BarItemList {
    BarItem(placement: .cancellationAction) {
      BarButton("Cancel", role: .cancel) { [unowned self] in
        if self.hasUnsavedChanges {
          self.environment.confirmDiscard { [unowned self] in self.environment.dismiss() }
        } else {
          self.environment.dismiss()
        }
      }
    }
    BarItem(placement: .confirmationAction) {
      BarButton("Save", key: .control("s")) { [unowned self] in self.save() }
    }
  }

  /// Stores the name through `onSave`; false, with the reason shown, when it was not stored.
  @discardableResult
  func save() -> Bool {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      field.message = "A name is needed to save."
      return false
    }
    guard let error = onSave(trimmed) else { return true }
    environment.showStatus(error)
    return false
  }

  /// The quit prompt's Save: the sheet's own Save; true once the name is stored.
  public func saveEdits() -> Bool {
    save()
  }

  public override func handle(_ key: Key) -> Bool {
    if key == .enter {
      save()
      return true
    }
    return field.handle(key)
  }

  public override func draw(in canvas: inout Canvas, rect: Rect) {
    field.draw(in: &canvas, rect: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 2))
  }
}
