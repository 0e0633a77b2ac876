// API: `@Environment(\.scenePhase)`, `ScenePhase`, `onChange(of: scenePhase)`
// Status: supported
// Shown by: Scene phase and scene storage/scenePhase is active while the app runs and background as it ends, running onChange
import SwiftUI

struct ScenePhaseContract: View {
  @Environment(\.scenePhase) private var scenePhase
  @State private var saves = 0

  var body: some View {
    Text("Saved \(saves) times")
      .onChange(of: scenePhase) { oldPhase, newPhase in
        if newPhase == .background { saves += 1 }
      }
  }
}
