// API: `.inspector(isPresented:content:)`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/inspector-is-a-column-or-a-sheet.keys
import SwiftUI

struct InspectorContract: View {
  @State private var showsInspector = false

  var body: some View {
    NavigationStack {
      Text("Quarterly plan")
        .inspector(isPresented: $showsInspector) {
          Form {
            LabeledContent("Words", value: "1,204")
          }
        }
        .toolbar {
          Button("Inspect", systemImage: "info.circle") { showsInspector.toggle() }
        }
    }
  }
}
