// API: `@SceneStorage(_:)` (`Bool`, `Int`, `Double`, `String`, `URL`, `Data`, `RawRepresentable`, optionals)
// Status: supported
// Shown by: Scene phase and scene storage/@SceneStorage keeps values through a relaunch, written as the scene ends
import SwiftUI

struct SceneStorageContract: View {
  enum Tab: String { case inbox, sent }
  @SceneStorage("draft") private var draft = ""
  @SceneStorage("tab") private var tab = Tab.inbox
  @SceneStorage("scroll") private var scroll: Int?

  var body: some View {
    VStack {
      TextField("Draft", text: $draft)
      Text("\(tab.rawValue) \(scroll ?? 0)")
    }
  }
}
