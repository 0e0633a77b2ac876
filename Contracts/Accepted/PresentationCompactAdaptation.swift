// API: `.presentationCompactAdaptation(_:)`
// Status: accepted
// Why: a popover here is always a sheet, as an iPhone shows one in a compact width, so there is no other adaptation to choose.
import SwiftUI

struct PresentationCompactAdaptationContract: View {
  @State private var showsHelp = false

  var body: some View {
    Button("Help") { showsHelp = true }
      .popover(isPresented: $showsHelp) {
        Text("Press + to add a note.")
          .presentationCompactAdaptation(.popover)
      }
  }
}
