// API: `LazyVStack(alignment:spacing:pinnedViews:content:)`, `LazyHStack(alignment:spacing:pinnedViews:content:)`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/lazy-stacks-lay-out-as-stacks.keys
import SwiftUI

struct LazyVStackContract: View {
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, spacing: 12, pinnedViews: [.sectionHeaders]) {
        ForEach(0..<50) { index in
          LazyHStack(spacing: 8) {
            Image(systemName: "star")
            Text("Row \(index)")
          }
        }
      }
    }
  }
}
