/// Content that wraps itself in a stack only when none encloses it, as the first post's
/// `NavigationViewIfNeeded` (P2, R16).
///
/// A view that declares a title and toolbar items cannot know how it will be shown; bare (the
/// window's root, a sheet without a stack) it gets a stack of its own, so its bar appears, and
/// inside a stack it adds nothing, so its items join the enclosing bar and one bar is drawn.
/// The inspector names the stack it makes `Stack(auto)`.
public struct NavigationIfNeeded<Content: View>: View {
  let content: Content

  /// Wraps `content` in a stack when none encloses it.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive view: the graph decides with the environment, with no detection frame.
  public typealias Body = Never
}

extension NavigationIfNeeded: PrimitiveView {
  func update(node: ViewNode) {
    // Each case has its own identity: content that moves into a stack starts afresh.
    let part: StaticString
    // The screen's own stack, not one the environment carries into a sheet from its presenter.
    if node.environment.screenContext?.stack == nil {
      part = "wrapped"
      let stack = node.updateChild(.part(part), with: NavigationStack { content })
      (stack.primitiveState as? StackController)?.isAutomatic = true
    } else {
      part = "enclosed"
      node.updateChild(.part(part), with: content)
    }
    node.keepChildren([.part(part)])
    node.renderer = PassthroughRenderer(part: part)
  }
}
