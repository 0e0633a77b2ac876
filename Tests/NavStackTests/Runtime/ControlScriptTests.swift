import Foundation
import NavStack
import NavStackTesting
import Testing

/// The controls driven by `.keys` scripts under Scripts/, compared with golden snapshots under
/// Snapshots/ (screen text and style runs, so a moved highlight is caught).
///
/// Goldens are recorded only on purpose, with `RECORD_SNAPSHOTS=1`; a recording run fails, so
/// that newly written files are looked at before they are trusted.
@MainActor
@Suite("Keystroke replay of the controls")
struct ControlScriptTests {
  nonisolated static let folder = ScriptFolder(besides: #filePath)
  nonisolated static let scripts = folder.scripts

  /// The view each script drives, by the script's name.
  static func view(for name: String) -> any View {
    switch name {
    case "text-field.keys": return FieldDemo()
    case "toggle.keys": return ToggleDemo()
    case "picker.keys": return PickerDemo()
    case "stepper.keys": return StepperDemo()
    case "focus-state.keys": return LoginDemo()
    default: return ControlsForm()
    }
  }

  @Test("the control scripts exist")
  func scriptsExist() {
    #expect(Self.scripts.count >= 5)
  }

  @Test("replay", arguments: scripts)
  func replay(_ name: String) throws {
    try Self.folder.replay(
      name,
      on: Self.view(for: name).frame(
        maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
  }
}

/// Every control in one column, as a settings form would hold them.
struct ControlsForm: View {
  @State private var name = ""
  @State private var secret = ""
  @State private var isDone = false
  @State private var flavor = Flavor.vanilla
  @State private var quantity = 2
  @State private var notes = ""

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Name", text: $name, prompt: Text("required"))
      SecureField("PIN", text: $secret)
      Toggle("Done", isOn: $isDone)
      Picker("Flavor", selection: $flavor) {
        Text("Vanilla").tag(Flavor.vanilla)
        Text("Mint").tag(Flavor.mint)
      }
      Stepper("Qty: \(quantity)", value: $quantity, in: 0...5)
      ProgressView("Filled", value: Double(quantity), total: 5)
      TextEditor(text: $notes)
    }
  }
}
