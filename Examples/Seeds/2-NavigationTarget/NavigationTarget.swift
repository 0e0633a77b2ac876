// swift-format-ignore-file
// Post 2, listing 2: NavigationTarget. Pasted as written; only `import NavStack` is added.
import NavStack

struct NavigationTarget<Content: View>: View {
  var destination: Content
  @Binding var isActive: Bool

  var body: some View {
    NavigationLink(
      destination: destination,
      isActive: $isActive
    ) {
      EmptyView()
    }
    .frame(width: 0, height: 0)
    .opacity(0)
    .disabled(true)
  }
}
