import NavStack

/// The first post's detector: toolbar content sees `isPresented` turn true only where a
/// stack's bar holds it, so a zero-size item tells its view whether a stack encloses it
/// (R26, R44).
///
/// Put it in a `ToolbarItem`; it draws nothing and adds nothing to the bar.
struct EnclosingStackDetector: View {
  @Environment(\.isPresented) private var isPresented
  @Binding var isInStack: Bool

  var body: some View {
    EmptyView()
      .onChange(of: isPresented, initial: true) { _, presented in
        isInStack = presented
      }
  }
}
