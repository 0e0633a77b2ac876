import NavStack

/// P4: a Bool drives a hidden `NavigationTarget`; `tapNavigatesTo` makes any row push.
struct NavigationTargetPatternDemo: View {
  /// The post's `@State private var isVisiting`.
  @State private var isVisiting = false

  var body: some View {
    PatternDemoPage(
      .p4,
      explanation:
        "The first row sets isVisiting = true; the hidden NavigationTarget bound to it pushes. "
        + "Back sets it false. The second row carries its own state through tapNavigatesTo.",
      status: {
        Text("isVisiting: \(isVisiting)")
        NavigationTarget(
          destination: Text("hello world").navigationTitle("Visited"),
          isActive: $isVisiting
        )
      },
      actions: {
        Text("Visit (NavigationTarget, isActive: $isVisiting)").onTapGesture {
          isVisiting = true
        }
        Text("Visit (tapNavigatesTo)")
          .tapNavigatesTo(destination: Text("hello world").navigationTitle("Tapped"))
      }
    )
    .navigationTitle("P4 NavigationTarget")
  }
}
