// swift-format-ignore-file
// Post 1, listing 2 ("Attempt 1: Using onAppear"). Pasted as written; added: `import NavStack`,
// and the caseless `enum Attempt1OnAppear { … }` around the listing, because listing 3 declares
// `InNavigationView` and `NoInNavigationView` again.
import NavStack

enum Attempt1OnAppear {
struct Attempt1View: View {

    var body: some View {
        Text("Something")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Text("")
                    .onAppear {
                        // I want this to only appear if the view is in a navigation controller
                        print("Please work")
                    }
                }
            }
    }
}

// Goal: I wanted "Please work" to print
// Result: It did print (yay)
struct InNavigationView: View {
    var body: some View {
        NavigationView {
            Attempt1View()
        }
    }
}

// Goal: I wanted "Please work" NOT to print
// Result: It DID print (not yay)
struct NoInNavigationView: View {
    var body: some View {
        Attempt1View()
    }
}
}
