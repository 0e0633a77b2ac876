// API: `@AppStorage(_:store:)` (`Bool`, `Int`, `Double`, `String`, `URL`, `Data`, `RawRepresentable`, optionals)
// Status: supported
// Shown by: App storage/values are kept in UserDefaults and every view reading a key sees a write
import SwiftUI

struct AppStorageContract: View {
  enum Theme: String { case light, dark }
  @AppStorage("sounds") private var sounds = true
  @AppStorage("volume") private var volume = 5
  @AppStorage("speed") private var speed = 1.5
  @AppStorage("name") private var name = "Ada"
  @AppStorage("site") private var site = URL(string: "https://example.com")!
  @AppStorage("blob") private var blob = Data()
  @AppStorage("theme") private var theme = Theme.light
  @AppStorage("nickname") private var nickname: String?
  @AppStorage("shared", store: UserDefaults(suiteName: "group.example")) private var shared = 0

  var body: some View {
    Form {
      Toggle("Sounds", isOn: $sounds)
      Stepper("Volume \(volume)", value: $volume)
      TextField("Name", text: $name)
      Text("\(speed) \(site) \(blob.count) \(theme.rawValue) \(nickname ?? "") \(shared)")
    }
  }
}
