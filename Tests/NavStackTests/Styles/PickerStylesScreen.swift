import NavStack

/// A settings form as iOS apps write one, a picker in each style.
struct PickerStylesScreen: View {
  enum Period: String, CaseIterable, Identifiable {
    case day = "Day", week = "Week", month = "Month"
    var id: Self { self }
  }

  @State private var period = Period.week
  @State private var size = "Medium"
  @State private var theme = "Light"
  @State private var font = "Mono"
  @State private var speed = 2

  var body: some View {
    NavigationStack {
      Form {
        Picker("View", selection: $period) {
          ForEach(Period.allCases) { Text($0.rawValue).tag($0) }
        }
        .pickerStyle(.segmented)
        Picker("Size", selection: $size) {
          Text("Small").tag("Small")
          Text("Medium").tag("Medium")
          Text("Large").tag("Large")
        }
        .pickerStyle(.inline)
        Picker("Theme", selection: $theme) {
          Text("Light").tag("Light")
          Text("Dark").tag("Dark")
        }
        .pickerStyle(.navigationLink)
        Picker("Font", selection: $font) {
          Text("Mono").tag("Mono")
          Text("Serif").tag("Serif")
        }
        .pickerStyle(.menu)
        Picker("Speed", selection: $speed) {
          ForEach(1..<4) { Text("\($0)x").tag($0) }
        }
        .pickerStyle(.wheel)
        Text("\(period.rawValue) \(size) \(theme) \(font) \(speed)")
      }
      .navigationTitle("Settings")
    }
  }
}
