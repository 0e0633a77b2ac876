import NavStack

/// P9: `dismiss()` and `isPresented`, shown live at each depth (R25, R26).
@MainActor
final class DismissDemo: DemoScreen {
  let depth: Int

  init(depth: Int) {
    self.depth = depth
    super.init(
      title: "P9 Dismiss \(depth)", code: Pattern.p9.swiftUICode,
      explanation:
        "dismiss() pops a pushed screen, closes a sheet at its root, pops within a sheet's "
        + "stack, and does nothing at the window's root.")
  }

  override var status: [String] {
    [
      "isPresented: \(environment.isPresented)",
      "enclosing stack: \(environment.hasEnclosingStack)",
    ]
  }

  @BarContentBuilder
  override var toolbar: BarItemList {
    BarItem(placement: .navigationBarTrailing) {
      BarButton("Dismiss", key: .character("d")) { [unowned self] in self.environment.dismiss() }
    }
  }

  override var actions: [Action] {
    [
      Action(title: "Push another") { [unowned self] in
        self.environment.push(DismissDemo(depth: self.depth + 1))
      },
      Action(title: "Present one in a sheet with its own stack") { [unowned self] in
        self.environment.present(DismissDemo(depth: self.depth + 1), withNavigation: true)
      },
      Action(title: "Present one in a sheet with no stack") { [unowned self] in
        self.environment.present(DismissDemo(depth: self.depth + 1), withNavigation: false)
      },
    ]
  }
}
