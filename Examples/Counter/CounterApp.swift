import Foundation
import SwiftUI

// A count kept in UserDefaults, as an iOS app keeps a small setting: each press stores the new
// count at once, and the runner writes the defaults to disk before the process ends, however
// it ends (`~/.config/Counter.plist`), so the next start shows the count again. As the scene
// goes to the background on the way out, the count is also noted in scene storage
// (`~/.local/state/Counter/scene-storage.json`), which the next start shows.

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
  /// The count when the scene last left the foreground; nil before the first time.
  @SceneStorage("countWhenLeft") private var countWhenLeft: Int?
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    NavigationStack {
      VStack {
        Text("Count: \(count)")
        Text("Kept in UserDefaults across runs.")
        if let countWhenLeft { Text("Left at \(countWhenLeft) last time") }
      }
      .navigationTitle("Counter")
      .onChange(of: scenePhase) { _, phase in
        if phase == .background { countWhenLeft = count }
      }
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
