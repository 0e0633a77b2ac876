import SwiftUI

// A form in a sheet that returns a value: the sheet hands the name typed to its presenter,
// which shows it once the sheet is dismissed.

@main
struct SheetFormApp: App {
  var body: some Scene {
    WindowGroup { Greeting() }
  }
}

struct Greeting: View {
  @State private var name = "nobody"
  @State private var isEditing = false

  var body: some View {
    NavigationStack {
      Text("Hello, \(name)!")
        .navigationTitle("Greeting")
        .toolbar { Button("Edit") { isEditing = true } }
        .sheet(isPresented: $isEditing) {
          NameForm(initial: name) { name = $0 }
        }
    }
  }
}

struct NameForm: View {
  let initial: String
  let onSave: (String) -> Void
  @State private var text = ""
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $text)
      }
      .navigationTitle("Your Name")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            onSave(text)
            dismiss()
          }
        }
      }
      .onAppear { text = initial }
    }
  }
}

// The form on its own, as older projects declare a preview.
struct NameForm_Previews: PreviewProvider {
  static var previews: some View {
    NameForm(initial: "Ada") { print("saved \($0)") }
  }
}
