import NavStack

/// P10: the back button reads `< {previous title}`, and `< Back` when that is too wide.
@MainActor
final class LongTitleDemo: DemoScreen {
  init() {
    super.init(
      title: "A title long enough to fall back to Back", code: Pattern.p10.swiftUICode,
      explanation:
        "The back button shows the previous title when `< ` and it fit in min(20, a third of "
        + "the bar); otherwise `< Back` (R7, R8). Push a screen to see it.")
  }

  override var actions: [Action] {
    [
      Action(title: "Push a screen under this long title") { [unowned self] in
        self.environment.push(
          TextScreen("The back button above reads < Back: the title below is too wide.")
            .navigationTitle("Child"))
      },
      Action(title: "Push a screen under a short title") { [unowned self] in
        self.environment.push(ShortTitleScreen())
      },
    ]
  }
}

/// A screen with a short title, so the screen above it shows `< Short`.
@MainActor
final class ShortTitleScreen: DemoScreen {
  init() {
    super.init(
      title: "Short", code: Pattern.p10.swiftUICode,
      explanation: "This title fits: the screen pushed from here shows `< Short`.")
  }

  override var actions: [Action] {
    [
      Action(title: "Push a child") { [unowned self] in
        self.environment.push(TextScreen("Look at the back button.").navigationTitle("Child"))
      }
    ]
  }
}
