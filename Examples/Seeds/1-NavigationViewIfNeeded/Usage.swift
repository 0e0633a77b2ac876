// swift-format-ignore-file
// Post 1, listing 4 ("Usage"). Pasted as written; added: `import NavStack`, and the caseless
// `enum NavigationViewIfNeededUsage { … }` around the listing, because the post's "Full Test
// Suite" and the second post declare `ContentView` too.
import NavStack

enum NavigationViewIfNeededUsage {
struct ContentView: View {
    var body: some View {
        // This will conditionally add a NavigationView around MyViewWithToolbar if needed
        NavigationViewIfNeeded {
            MyViewWithToolbar()
        }
    }
}
}
