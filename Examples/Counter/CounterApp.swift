import Foundation
import SwiftUI

// A count kept in UserDefaults, as an iOS app keeps a small setting: each press stores the new
// count at once, and the runner writes the defaults to disk before the process ends, however
// it ends (`~/.config/Counter.plist`), so the next start shows the count again.

@main
struct CounterApp: App {
  /// What `Counter --version` prints after the name.
  static let version = "1.0"

  var body: some Scene {
    WindowGroup { CounterView() }
  }
}

struct CounterView: View {
  @State private var count = UserDefaults.standard.integer(forKey: "count")

  var body: some View {
    NavigationStack {
      VStack {
        Text("Count: \(count)")
        Text("Kept in UserDefaults across runs.")
      }
      .navigationTitle("Counter")
      .toolbar {
        ToolbarItem(placement: .navigationBarLeading) {
          // Ends the process at once, as an app's own exit() does.
          Button("Exit") { exit(0) }
        }
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("Add") {
            count += 1
            UserDefaults.standard.set(count, forKey: "count")
          }
        }
      }
    }
  }
}
