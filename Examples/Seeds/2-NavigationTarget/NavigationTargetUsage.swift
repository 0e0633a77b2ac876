// swift-format-ignore-file
// Post 2, listing 3: NavigationTarget in use. Pasted as written; added: `import NavStack`, and
// the caseless `enum NavigationTargetUsage { … }` around the listing, because the post's other
// listings and the first post declare `ContentView` too.
import NavStack

enum NavigationTargetUsage {
struct ContentView: View {
  @State private var isVisiting = false

  var body: some View {
    NavigationView {
      VStack {
        NavigationTarget(
          destination: Text("hello world"),
          isActive: $isVisiting
        )
        Text("Visit").onTapGesture {
          self.isVisiting = true
        }
      }
    }
  }
}
}
