// API: `PreferenceKey`, `.preference(key:value:)`, `.transformPreference(_:_:)`, `.onPreferenceChange(_:perform:)`
// Status: supported
// Shown by: Tests/NavStackTests/Preferences/Scripts/children-report-to-parent.keys
import SwiftUI

struct ContractTallestKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

struct ContractTitlesKey: PreferenceKey {
  static var defaultValue: [String] { [] }
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value.append(contentsOf: nextValue())
  }
}

struct ContractSelectedKey: PreferenceKey {
  typealias Value = String?
  static func reduce(value: inout String?, nextValue: () -> String?) {
    value = value ?? nextValue()
  }
}

struct PreferencesContract: View {
  @State private var tallest: CGFloat = 0
  @State private var titles: [String] = []
  @State private var selected: String?

  var body: some View {
    VStack {
      GeometryReader { proxy in
        Color.clear.preference(key: ContractTallestKey.self, value: proxy.size.height)
      }
      Text("One")
        .transformPreference(ContractTitlesKey.self) { $0.append("One") }
        .preference(key: ContractSelectedKey.self, value: "One")
      Text("Tallest \(tallest), \(titles.count) titles, \(selected ?? "none")")
    }
    .onPreferenceChange(ContractTallestKey.self) { tallest = $0 }
    .onPreferenceChange(ContractTitlesKey.self, perform: { value in titles = value })
    .onPreferenceChange(ContractSelectedKey.self) { selected = $0 }
  }
}
