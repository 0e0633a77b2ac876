// swift-format-ignore-file
// Post 2, listing 5: `tapNavigatesTo` in use. Pasted as written; added: `import NavStack`, and
// the caseless `enum TapNavigatesToUsage { … }` around the listing, because the post's other
// listings and the first post declare `ContentView` too.
import NavStack

enum TapNavigatesToUsage {
struct ContentView: View {
  var body: some View {
    NavigationView {
      Text("Visit").tapNavigatesTo(destination: Text("hello world"))
    }
  }
}
}
