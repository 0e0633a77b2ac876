// swift-format-ignore-file
// Post 2 ("NavigationView hacks for SwiftUI"), listing 1: the hidden NavigationLink. Pasted as
// written; added: `import NavStack`, and the caseless `enum HiddenNavigationLink { … }` around
// the listing, because the post's other listings and the first post declare `ContentView` too.
import NavStack

enum HiddenNavigationLink {
struct ContentView: View {
  @State private var isVisiting = false

  var body: some View {
    NavigationView {
      VStack {
        NavigationLink(
          destination: Text("hello world"),
          isActive: $isVisiting
        ) {
          EmptyView()
        }
        .frame(width: 0, height: 0)
        .opacity(0)
        .disabled(true)
        Text("Visit").onTapGesture {
          self.isVisiting = true
        }
      }
    }
  }
}
}
