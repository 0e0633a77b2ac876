import NavStack

/// P9: `dismiss()` and `isPresented`, live at each depth: pushed, in a sheet with its own
/// stack, in a sheet without one (R25, R26).
struct DismissPatternDemo: View {
  let depth: Int
  @Environment(\.dismiss) private var dismiss
  @Environment(\.isPresented) private var isPresented
  @State private var isInStack = false
  @State private var isShowingStackSheet = false
  @State private var isShowingBareSheet = false

  var body: some View {
    PatternDemoPage(
      .p9,
      explanation:
        "dismiss() pops a pushed screen, closes a sheet at its root, pops within a sheet's "
        + "stack, and does nothing at the window's root.",
      status: {
        Text("isPresented: \(isPresented)")
        Text("enclosing stack: \(isInStack)")
      },
      actions: {
        NavigationLink("Push another") {
          DismissPatternDemo(depth: depth + 1)
        }
        Button("Present one in a sheet with its own stack") { isShowingStackSheet = true }
        Button("Present one in a sheet with no stack") { isShowingBareSheet = true }
      }
    )
    .navigationTitle("P9 Dismiss \(depth)")
    .toolbar {
      ToolbarItem(placement: .navigationBarTrailing) {
        Button("Dismiss") { dismiss() }
      }
      ToolbarItem(placement: .navigationBarTrailing) {
        EnclosingStackDetector(isInStack: $isInStack)
      }
    }
    .sheet(isPresented: $isShowingStackSheet) {
      NavigationStack {
        DismissPatternDemo(depth: depth + 1)
      }
    }
    .sheet(isPresented: $isShowingBareSheet) {
      DismissPatternDemo(depth: depth + 1)
    }
  }
}
