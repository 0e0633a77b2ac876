import NavStack

/// The first post's view: a toolbar with a `Restore` button, and no stack of its own.
@MainActor
func makeMyViewWithToolbar() -> Screen {
  VStackScreen(
    TextScreen("This is not a Xib or Storyboard view"),
    TextScreen(""),
    LiveText { environment in
      "isPresented: \(environment.isPresented)   enclosing stack: \(environment.hasEnclosingStack)"
    },
    TextScreen("Esc goes back.", style: .muted)
  )
  .navigationTitle("MyViewWithToolbar")
  .toolbar {
    BarItem(placement: .navigationBarTrailing) {
      BarButton("Restore", key: .character("r")) {}
    }
  }
}

/// P1: the same view shown with no stack around it: no bar, its toolbar dropped (R15).
@MainActor
final class ToolbarWithoutStackDemo: DemoScreen {
  init() {
    super.init(
      title: "P1 Toolbar without a stack", code: Pattern.p1.swiftUICode,
      explanation:
        "A toolbar shows only inside a NavigationStack. Shown bare, MyViewWithToolbar is still "
        + "built, but no bar is drawn and its [Restore] button is not shown (R15).")
  }

  override var actions: [Action] {
    [
      Action(title: "Present MyViewWithToolbar bare, in a sheet with no stack") {
        [unowned self] in
        self.environment.present(makeMyViewWithToolbar(), withNavigation: false)
      },
      Action(title: "Present it in NavigationIfNeeded instead (P2): the bar appears") {
        [unowned self] in
        self.environment.present(NavigationIfNeededScreen { makeMyViewWithToolbar() })
      },
    ]
  }
}

/// P2: `NavigationIfNeeded` wraps bare content in a stack, and adds nothing inside one (R16).
@MainActor
final class NavigationIfNeededDemo: DemoScreen {
  init() {
    super.init(
      title: "P2 NavigationIfNeeded", code: Pattern.p2.swiftUICode,
      explanation:
        "Presented bare, the wrapper gives the view a stack of its own: Stack(auto) in the "
        + "inspector (Ctrl+G). Pushed inside this stack, it adds no second bar; [Restore] "
        + "joins this stack's bar.")
  }

  override var actions: [Action] {
    [
      Action(title: "Present NavigationIfNeeded { MyViewWithToolbar() } as a sheet") {
        [unowned self] in
        self.environment.present(NavigationIfNeededScreen { makeMyViewWithToolbar() })
      },
      Action(title: "Push NavigationIfNeeded { MyViewWithToolbar() } inside this stack") {
        [unowned self] in
        self.environment.push(NavigationIfNeededScreen { makeMyViewWithToolbar() })
      },
    ]
  }
}

/// P3: the first post's "full test suite": one bar holding `Hey` and `And another` (R16, R20).
@MainActor
enum SeedTestTree {
  static func make() -> Screen {
    VStackScreen(
      TextScreen(Pattern.p3.swiftUICode, style: Style(.bold, role: .accent)),
      TextScreen(""),
      NavigationIfNeededScreen {
        TextScreen("ewfawefaw")
          .toolbar {
            BarItem { BarButton("Hey", key: .character("y")) {} }
          }
      },
      TextScreen(""),
      TextScreen(
        "One bar, inner items first: [Hey] comes from inside NavigationIfNeeded, [And another] "
          + "from the VStack around it. No second bar is drawn.", style: .muted)
    )
    .toolbar {
      BarItem { BarButton("And another", key: .character("a")) {} }
    }
    .navigationTitle("Test tree")
  }
}

/// Text computed from the environment each frame, to show `isPresented` live.
@MainActor
final class LiveText: Screen {
  let make: @MainActor (ScreenEnvironment) -> String

  init(_ make: @escaping @MainActor (ScreenEnvironment) -> String) {
    self.make = make
  }

  override func draw(in canvas: inout Canvas, rect: Rect) {
    canvas.draw(make(environment), x: rect.x + 1, y: rect.y, maxWidth: rect.width - 1)
  }
}
