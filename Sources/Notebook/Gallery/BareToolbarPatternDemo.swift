import NavStack

/// P1: a toolbar shows only inside a stack; shown bare, the view is built but has no bar (R15).
struct BareToolbarPatternDemo: View {
  @State private var isShowingBare = false
  @State private var isShowingWrapped = false

  var body: some View {
    PatternDemoPage(
      .p1,
      explanation:
        "A toolbar shows only inside a NavigationStack. Shown bare, MyViewWithToolbar is still "
        + "built, but no bar is drawn and its [Restore] button is not shown (R15)."
    ) {
      Button("Present MyViewWithToolbar bare, in a sheet with no stack") {
        isShowingBare = true
      }
      Button("Present it in NavigationIfNeeded instead (P2): the bar appears") {
        isShowingWrapped = true
      }
    }
    .navigationTitle("P1 Toolbar without a stack")
    .sheet(isPresented: $isShowingBare) {
      MyViewWithToolbar()
    }
    .sheet(isPresented: $isShowingWrapped) {
      NavigationIfNeeded {
        MyViewWithToolbar()
      }
    }
  }
}
