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
    if node.environment.navigationStack == nil {
      let stack = node.updateChild(.content, with: NavigationStack { content })
      (stack.primitiveState as? StackController)?.isAutomatic = true
    } else {
      node.updateChild(.content, with: content)
    }
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }
}
