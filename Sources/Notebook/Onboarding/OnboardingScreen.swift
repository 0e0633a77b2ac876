import NavStack

/// The tour: a screen that declares its toolbar but no stack (P5).
///
/// It is presented as `NavigationIfNeeded { OnboardingScreen(…) }` in a sheet without a stack,
/// so the wrapper gives it one and its conditional buttons appear (P2, R22).
@MainActor
public final class OnboardingScreen: Screen {
  public let model: OnboardingModel

  public init(model: OnboardingModel) {
    self.model = model
  }

  public override var navigationTitle: String { model.step.title }

  @BarContentBuilder
  public override var toolbar: BarItemList {
    ItemsToolbar(
      next: model.next, previous: model.previous, skip: finish, close: finish,
      nextButton: model.showRightBarButton, showPrevious: model.showPreviousButton)
  }

  public override var keyCommands: [KeyCommand] {
    [
      KeyCommand(model.isLast ? "Close" : "Next", keys: [.enter]) { [unowned self] in
        if self.model.isLast { self.finish() } else { self.model.next() }
      },
      KeyCommand("Next", keys: [.right], showsInKeyBar: false) { [model] in model.next() },
      KeyCommand("Previous", keys: [.left], showsInKeyBar: false) { [model] in
        model.previous()
      },
      KeyCommand("Skip", keys: [.escape], showsInKeyBar: false) { [unowned self] in self.finish() },
    ]
  }

  private func finish() {
    model.skip()
    environment.dismiss()
  }

  public override func draw(in canvas: inout Canvas, rect: Rect) {
    let width = max(1, rect.width - 4)
    canvas.draw(
      "Step \(model.current + 1) of \(model.steps.count)", x: rect.x + 2, y: rect.y + 1,
      style: .muted)
    var y = rect.y + 3
    for line in AlertBox.wrap(model.step.body, width: width) where y < rect.maxY {
      canvas.draw(line, x: rect.x + 2, y: y, maxWidth: width)
      y += 1
    }
    let dots = model.steps.indices.map { $0 == model.current ? "●" : "○" }.joined(separator: " ")
    if rect.height > 6 {
      canvas.draw(dots, x: rect.x + (rect.width - dots.cellWidth) / 2, y: rect.maxY - 2)
    }
  }
}
