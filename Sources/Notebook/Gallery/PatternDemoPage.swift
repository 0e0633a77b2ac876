import NavStack

/// The page every demo shares: the SwiftUI code it mirrors, what it shows, its live state, and
/// its actions as the rows of a list.
struct PatternDemoPage<Status: View, Actions: View>: View {
  let pattern: GalleryPattern
  let explanation: String
  let status: Status
  let actions: Actions

  init(
    _ pattern: GalleryPattern, explanation: String, @ViewBuilder status: () -> Status,
    @ViewBuilder actions: () -> Actions
  ) {
    self.pattern = pattern
    self.explanation = explanation
    self.status = status()
    self.actions = actions()
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      PatternCode(pattern: pattern)
      VStack(alignment: .leading, spacing: 0) {
        Text(explanation)
        status
      }
      .padding(.horizontal)
      List {
        actions
      }
    }
  }
}

extension PatternDemoPage where Status == EmptyView {
  init(
    _ pattern: GalleryPattern, explanation: String, @ViewBuilder actions: () -> Actions
  ) {
    self.init(pattern, explanation: explanation, status: { EmptyView() }, actions: actions)
  }
}

/// The line naming the SwiftUI code a demo mirrors.
struct PatternCode: View {
  let pattern: GalleryPattern

  var body: some View {
    Text(pattern.swiftUICode)
      .bold()
      .foregroundStyle(.accentColor)
      .padding(.horizontal)
  }
}
