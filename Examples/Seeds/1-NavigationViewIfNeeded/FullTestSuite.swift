// swift-format-ignore-file
// Post 1, listing 6 ("Full Test Suite (lol)"). Pasted as written; added: `import NavStack`, and
// the caseless `enum NavigationViewIfNeededFullTestSuite { … }` around the listing, because the
// "Usage" listing and the second post declare `ContentView` too.
import NavStack

enum NavigationViewIfNeededFullTestSuite {
struct ContentView: View {
    var body: some View {
        NavigationView {
            VStack {
                NavigationViewIfNeeded {
                    Text("ewfawefaw")
                        .toolbar { // wont show without above ^^
                            Button(action: {

                            }) {
                                Text("Hey")
                            }
                        }
                }
            }
            .toolbar {
                Button(action: {

                }) {
                    Text("And another")
                }
            }
        }
    }
}
}
