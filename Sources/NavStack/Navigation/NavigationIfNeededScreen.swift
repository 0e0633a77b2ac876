/// Content that wraps itself in a navigation stack only when none encloses it (P2).
///
/// The first post built this from a zero-size detector view and a timer, because SwiftUI
/// cannot say whether a stack encloses a view. Here the window knows: shown bare (as a window's
/// content or a sheet without navigation) it gets a stack of its own, marked automatic, so its
/// bar and toolbar appear; inside a stack it adds nothing — no second bar — and its items join
/// the enclosing bar, inner first (R16, R20).
@MainActor
public final class NavigationIfNeededScreen: ComposedScreen {
  /// The content, shown with a stack of its own only when none encloses it.
  public let content: Screen

  /// Content that gets a stack only when it needs one.
  public init(_ content: () -> Screen) {
    self.content = content()
  }

  public override var body: Screen { content }
}

/// An explicit navigation stack as content, as SwiftUI's `NavigationStack { root }`.
///
/// As a window's or a sheet's content it becomes that layer's stack. Nested inside another
/// stack it draws no second bar (R17): a warning is logged, its items merge into the enclosing
/// bar, and its value destinations stay its own, unseen by the outer stack's links.
@MainActor
public final class NavigationStackScreen: ComposedScreen {
  /// The stack's root screen.
  public let root: Screen
  let path: NavigationPathBinding?

  /// A stack whose root is `root`, with no path binding.
  public init(_ root: () -> Screen) {
    self.root = root()
    self.path = nil
  }

  /// A stack that follows `path`, as `NavigationStack(path:root:)` (R2).
  public init(path: NavigationPathBinding, root: () -> Screen) {
    self.root = root()
    self.path = path
  }

  public override var body: Screen { root }
}

extension PresentationLayer.Content {
  /// The layer content for `screen`: an explicit `NavigationStack` becomes the stack;
  /// `withNavigation` wraps it in one; `NavigationIfNeeded` wraps itself; anything else is bare
  /// and has no bar (R15, R28).
  @MainActor
  static func make(for screen: Screen, withNavigation: Bool) -> PresentationLayer.Content {
    // A title or toolbar attached to the stack container from outside is ignored (R11).
    var unwrapped = screen
    while let modified = unwrapped as? ModifiedScreen { unwrapped = modified.content }
    if let stack = unwrapped as? NavigationStackScreen {
      let model = NavigationStackModel(root: stack.root)
      model.path = stack.path
      return .stack(model)
    }
    if withNavigation { return .stack(NavigationStackModel(root: screen)) }
    if let wrapper = screen as? NavigationIfNeededScreen {
      return .stack(NavigationStackModel(root: wrapper.content, isAutomatic: true))
    }
    return .bare(screen)
  }
}
