import NavStack

/// The widest name among the rows, reported by each row and reduced by taking the largest.
struct WidestNameKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) {
    value = max(value, nextValue())
  }
}

/// The width a `GeometryReader` is given, in points.
struct ReaderWidthKey: PreferenceKey {
  static var defaultValue: Double { 0 }
  static func reduce(value: inout Double, nextValue: () -> Double) {
    value = nextValue()
  }
}

/// The names reported by the rows, in view order.
struct NamesKey: PreferenceKey {
  static var defaultValue: [String] { [] }
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value += nextValue()
  }
}

/// A parent collecting values from its children, as apps align labels to the widest one: each
/// row reports its name's length, the parent shows the largest, and how often it was told.
struct TeamApp: View {
  @State private var names = ["Ann", "Bo"]
  @State private var widest = 0
  @State private var order: [String] = []
  @State private var reports = 0

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Text("Widest name: \(widest)")
        Text("Order: \(order.joined(separator: ", "))")
        Text("Reports: \(reports)")
        VStack(alignment: .leading) {
          ForEach(names, id: \.self) { name in
            Text(name)
              .preference(key: WidestNameKey.self, value: name.count)
              .transformPreference(NamesKey.self) { $0.append(name) }
          }
        }
        .onPreferenceChange(WidestNameKey.self) { value in
          widest = value
          reports += 1
        }
        .onPreferenceChange(NamesKey.self) { order = $0 }
        Button("Add Al") { names.append("Al") }
        Button("Add Christina") { names.append("Christina") }
      }
      .navigationTitle("Team")
    }
  }
}

/// A `GeometryReader` reporting the width it is given through a preference, as apps measure a
/// view: the parent shows it and follows a resize.
struct MeasuredApp: View {
  @State private var width = 0.0

  var body: some View {
    VStack(alignment: .leading) {
      Text("Measured: \(Int(width)) pt")
      GeometryReader { proxy in
        Text("inside")
          .preference(key: ReaderWidthKey.self, value: proxy.size.width)
      }
      .frame(height: 2)
    }
    .onPreferenceChange(ReaderWidthKey.self) { width = $0 }
  }
}
