/// Content that is wrapped in a `NavigationStack` only when no stack encloses it, so its title
/// and toolbar show wherever it is put: pushed, or presented bare in a sheet (P2).
///
/// The first post builds this with a zero-size probe and a 0.05 s timer, because SwiftUI does
/// not say whether a stack encloses a view; NavStack knows at once, so there is no blank first
/// frame and no guess.
public struct NavigationIfNeeded<Content: View>: View {
  let content: Content

  /// Wraps `content` when it needs a stack.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension NavigationIfNeeded: PrimitiveView {
  func update(node: ViewNode) {
    let key: ChildKey
    if node.environment.screenContext?.stack != nil {
      key = .part("enclosed")
      node.updateChild(key, with: content)
    } else {
      key = .part("wrapped")
      node.updateChild(key, with: NavigationStack { content })
    }
    node.keepChildren([key])
    node.renderer = KeyedPassthroughRenderer(key: key)
  }
}

/// Draws the one child under `key`.
struct KeyedPassthroughRenderer: NodeRenderer {
  let key: ChildKey

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.child(key)?.sizeThatFits(proposal) ?? Size(width: 0, height: 0)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    node.child(key)?.render(in: rect, context: &context)
  }
}
