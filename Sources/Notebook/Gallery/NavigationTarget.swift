import NavStack

/// The second post's `NavigationTarget`: a hidden `NavigationLink` that a Bool pushes.
///
/// True pushes `destination`; Back sets it false; setting it false pops (P4, R5).
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

/// The second post's `TapNavigatesTo`: the view keeps its own `isActive`, so tapping it
/// (Enter or a click) pushes `destination` with no state in the view that uses it.
private struct TapNavigatesTo<DestinationType: View>: ViewModifier {
  @State private var isActive = false
  var destination: DestinationType

  func body(content: Content) -> some View {
    content
      .onTapGesture {
        isActive = true
      }
      .overlay {
        NavigationTarget(
          destination: destination,
          isActive: $isActive
        )
      }
  }
}

extension View {
  /// Wrapper around NavigationTarget that navigates to destination here when you tap the view.
  func tapNavigatesTo<DestinationType: View>(destination: DestinationType) -> some View {
    modifier(TapNavigatesTo(destination: destination))
  }
}
