// API: `NavigationPath.CodableRepresentation`, `NavigationPath(_:)` from it, `path.codable`
// Status: supported
// Shown by: Compatibility values/a saved path decodes without a list of its types, as SwiftUI's does
import SwiftUI

struct NavigationPathCodableContract: View {
  @State private var path = NavigationPath()
  @State private var saved: Data?

  var body: some View {
    NavigationStack(path: $path) {
      Button("Save") {
        if let codable = path.codable { saved = try? JSONEncoder().encode(codable) }
      }
      .navigationDestination(for: Int.self) { Text("Item \($0)") }
    }
    .onAppear {
      if let saved,
        let codable = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: saved)
      {
        path = NavigationPath(codable)
      }
    }
  }
}
