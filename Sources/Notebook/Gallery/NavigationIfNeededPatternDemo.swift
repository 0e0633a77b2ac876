import NavStack

/// P2: `NavigationIfNeeded` wraps bare content in a stack, and adds nothing inside one (R16).
struct NavigationIfNeededPatternDemo: View {
  @State private var isPresenting = false
  @State private var isPushing = false

  var body: some View {
    PatternDemoPage(
      .p2,
      explanation:
        "Presented bare, the wrapper gives the view a stack of its own: Stack(auto) in the "
        + "inspector (Ctrl+G). Pushed inside this stack, it adds no second bar; [Restore] "
        + "joins this stack's bar."
    ) {
      Button("Present NavigationIfNeeded { MyViewWithToolbar() } as a sheet") {
        isPresenting = true
      }
      Button("Push NavigationIfNeeded { MyViewWithToolbar() } inside this stack") {
        isPushing = true
      }
    }
    .navigationTitle("P2 NavigationIfNeeded")
    .sheet(isPresented: $isPresenting) {
      NavigationIfNeeded {
        MyViewWithToolbar()
      }
    }
    .navigationDestination(isPresented: $isPushing) {
      NavigationIfNeeded {
        MyViewWithToolbar()
      }
    }
  }
}
