import NavStackTesting

@testable import NavStack

/// A folder: the value the rules' stacks push.
struct Folder: Hashable, Codable, Identifiable, Sendable {
  var name: String
  var id: String { name }
}

/// Owns a stack's path the way an app's router would, and counts writes to it.
@MainActor
final class Router: ObservableObject {
  @Published var path: [Folder] = [] {
    didSet { writes += 1 }
  }
  @Published var sheet: Folder?
  @Published var sheetPath: [Folder] = []
  var writes = 0

  init(_ names: String...) {
    path = names.map { Folder(name: $0) }
    writes = 0
  }
}

/// Records what views report: appearances, dismissals, results.
@MainActor
final class Events {
  var list: [String] = []
  func callAsFunction(_ event: String) { list.append(event) }
  func count(_ event: String) -> Int { list.filter { $0 == event }.count }
}

/// A folder's screen: its name as the title and a counter kept in `@State`.
struct FolderScreen: View {
  let folder: Folder
  @State private var count = 0

  var body: some View {
    VStack {
      Text("In \(folder.name)")
      Button("Count \(folder.name) \(count)") { count += 1 }
    }
    .navigationTitle(folder.name)
  }
}

/// A stack that follows a router's path, rooted at a screen titled "Root".
struct RoutedStack: View {
  @ObservedObject var router: Router
  var rootTitle = "Root"

  var body: some View {
    NavigationStack(path: $router.path) {
      VStack {
        Text("Home screen")
        Button("Count root") {}
      }
      .navigationTitle(rootTitle)
      .navigationDestination(for: Folder.self) { FolderScreen(folder: $0) }
    }
  }
}

/// A button that calls the environment's `dismiss`.
struct DismissButton: View {
  let title: String
  @Environment(\.dismiss) private var dismiss

  init(_ title: String) { self.title = title }

  var body: some View {
    Button(title) { dismiss() }
  }
}

/// Shows what `isPresented` says where it is placed.
struct PresentedProbe: View {
  let name: String
  @Environment(\.isPresented) private var isPresented

  var body: some View {
    Text("\(name) presented: \(isPresented)")
  }
}

extension ViewSession {
  /// Lets a change made outside the views reach the screen: one frame, no time passing.
  func settle() { sleep(milliseconds: 0) }

  /// Whether any row shows `text`.
  func shows(_ text: String) -> Bool { self.text.contains(text) }
}
