// API: `@SceneStorage(_:)` (`Bool`, `Int`, `Double`, `String`, `URL`, `Data`, `RawRepresentable`, optionals)
// Status: supported
// Shown by: Scene storage through the app's end/a value noted as the scene goes to the background is shown at the next start
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
