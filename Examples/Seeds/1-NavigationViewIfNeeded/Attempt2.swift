// swift-format-ignore-file
// Post 1, listing 3 ("Attempt 2: Using @Environment(.isPresented)"). Pasted as written; added:
// `import NavStack`, and the caseless `enum Attempt2IsPresented { … }` around the listing,
// because listing 2 declares `InNavigationView` and `NoInNavigationView` too.
import NavStack

enum Attempt2IsPresented {
struct IShouldGoToBedView: View {
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Text("")
            .onChange(of: isPresented) { _, isPresented in
            if isPresented {
                print("Please work")
            }
        }
    }
}

struct Attempt2View: View {

    var body: some View {
        Text("Something")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    IShouldGoToBedView()
                }
            }
    }
}

// Goal: I wanted "Please work" to print
// Result: It did print (yay)
struct InNavigationView: View {
    var body: some View {
        NavigationView {
            Attempt2View()
        }
    }
}

// Goal: I wanted "Please work" NOT to print
// Result: It did NOT print (yay)
struct NoInNavigationView: View {
    var body: some View {
        Attempt2View()
    }
}
}
