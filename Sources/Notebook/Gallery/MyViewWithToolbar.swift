import NavStack

/// The first post's `MyViewWithToolbar`: a `Restore` toolbar button and no stack of its own,
/// with two live lines that say how it is shown.
struct MyViewWithToolbar: View {
  @Environment(\.isPresented) private var isPresented
  @State private var isInStack = false

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Text("This is not a Xib or Storyboard view")
      Text("isPresented: \(isPresented)   enclosing stack: \(isInStack)")
      Spacer()
      Text("Esc goes back.").foregroundStyle(.secondary)
    }
    .padding(.horizontal)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .navigationTitle("MyViewWithToolbar")
    .toolbar {
      ToolbarItem(placement: .navigationBarTrailing) {
        Button("Restore") {
          // Restore the user's content
        }
      }
      ToolbarItem(placement: .navigationBarTrailing) {
        EnclosingStackDetector(isInStack: $isInStack)
      }
    }
  }
}
