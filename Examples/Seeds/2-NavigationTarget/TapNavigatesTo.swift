// swift-format-ignore-file
// Post 2, listing 4: the TapNavigatesTo modifier and `tapNavigatesTo(destination:)`. Pasted as
// written; only `import NavStack` is added.
import NavStack

private struct TapNavigatesTo<DestinationType: View>: ViewModifier {
  @State private var isActive = false
  var destination: DestinationType

  func body(content: Content) -> some View {
    content
      .highPriorityGesture(TapGesture().onEnded {
        self.isActive = true
      })
      .overlay {
        NavigationTarget(
          destination: destination,
          isActive: $isActive
        )
      }
  }
}

extension View {
  // Wrapper around NavigationTarget that navigates to destination here when you tap the view
  func tapNavigatesTo<DestinationType: View>(destination: DestinationType) -> some View {
    modifier(TapNavigatesTo(destination: destination))
  }
}
