/// The deprecated stack, as SwiftUI's `NavigationView`: a `NavigationStack`.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A stack with `content` at its root.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The stack.
  public var body: some View { NavigationStack { content } }
}
