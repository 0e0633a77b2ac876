// API: `.inspectorColumnWidth(_:)`, `.inspectorColumnWidth(min:ideal:max:)`
// Status: accepted
// Why: an inspector's column is 320 points (32 columns) wide here, a width that reads in any terminal wide enough to show it beside the content.
import SwiftUI

struct InspectorColumnWidthContract: View {
  @State private var showsInspector = true

  var body: some View {
    Text("Plan")
      .inspector(isPresented: $showsInspector) {
        Text("Words: 1,204")
          .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
      }
    Text("Notes")
      .inspector(isPresented: $showsInspector) {
        Text("Words: 12")
          .inspectorColumnWidth(250)
      }
  }
}
