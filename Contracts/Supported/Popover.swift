// API: `.popover(isPresented:attachmentAnchor:arrowEdge:content:)`, `.popover(item:attachmentAnchor:arrowEdge:content:)`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/popover-shows-as-a-sheet.keys
import SwiftUI

struct PopoverContract: View {
  struct Tip: Identifiable { let id: Int }
  @State private var showsHelp = false
  @State private var tip: Tip?

  var body: some View {
    VStack {
      Button("Help") { showsHelp = true }
        .popover(isPresented: $showsHelp, arrowEdge: .bottom) {
          Text("Press + to add a note.")
            .padding()
        }
      Button("Tip") { tip = Tip(id: 1) }
        .popover(item: $tip, attachmentAnchor: .point(.top)) { tip in
          Text("Tip \(tip.id)")
        }
    }
  }
}
