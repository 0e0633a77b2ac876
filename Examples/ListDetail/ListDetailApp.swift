import SwiftUI

// A list and its detail, the stack's path in a @State binding: a toolbar button sets the
// whole path at once, as a deep link would.

@main
struct ListDetailApp: App {
  var body: some Scene {
    WindowGroup { ColorList() }
  }
}

struct ColorList: View {
  @State private var path: [String] = []
  private let colors = ["Red", "Green", "Blue"]

  var body: some View {
    NavigationStack(path: $path) {
      List(colors, id: \.self) { color in
        NavigationLink(color, value: color)
      }
      .navigationTitle("Colors")
      .navigationDestination(for: String.self) { color in
        ColorDetail(color: color, path: $path)
      }
      .toolbar {
        Button("Deep link") { path = ["Red", "Blue"] }
      }
    }
  }
}

struct ColorDetail: View {
  let color: String
  @Binding var path: [String]

  var body: some View {
    VStack {
      Text("\(color) is color \(path.count) of the path.")
      Text("Path: \(path.joined(separator: " > "))")
    }
    .navigationTitle(color)
    .toolbar {
      Button("Home") { path.removeAll() }
    }
  }
}

#Preview {
  ColorList()
}

// A detail on its own, deep in a path of two, with the path as the preview's own state.
#Preview("Detail") {
  @Previewable @State var path = ["Red", "Blue"]
  NavigationStack {
    ColorDetail(color: "Blue", path: $path)
  }
}
