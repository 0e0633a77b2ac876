// API: `.statusBarHidden(_:)`, `.preferredColorScheme(_:)`
// Status: accepted
// Why: a terminal has no status bar, and a program cannot change the terminal's colours.
import SwiftUI

struct StatusBarAndColorSchemeContract: View {
  var body: some View {
    NavigationStack {
      Text("Full screen")
        .statusBarHidden()
        .preferredColorScheme(.dark)
    }
    .statusBarHidden(true)
    .preferredColorScheme(nil)
  }
}
