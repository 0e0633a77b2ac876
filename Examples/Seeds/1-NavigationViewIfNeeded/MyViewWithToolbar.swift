// swift-format-ignore-file
// Post 1 ("SwiftUI - Navigation View If Needed"), listing 1: the view with a toolbar.
// Pasted as written; only `import NavStack` is added.
import NavStack

struct MyViewWithToolbar: View {
    var body: some View {
        VStack {
            Text("This is not a Xib or Storyboard view")
        }
        .toolbar {
            ToolbarItem(placement: .navigationBarTrailing) {
                Button("Restore") {
                    // Restore the user's content
                }
            }
        }
    }
}
