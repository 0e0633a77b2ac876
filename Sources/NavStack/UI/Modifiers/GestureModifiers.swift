/// A tap, as SwiftUI's `TapGesture`: in a terminal, Enter, Space or a click on the view.
public struct TapGesture: Sendable {
  let count: Int
  var ended: (@MainActor @Sendable () -> Void)?

  /// A tap of `count` clicks (one for keys).
  public init(count: Int = 1) { self.count = count }

  /// Runs `action` when the tap ends.
  public func onEnded(_ action: @escaping @MainActor @Sendable () -> Void) -> TapGesture {
    var copy = self
    copy.ended = action
    return copy
  }
}

/// Makes the content focusable and runs `action` when it is activated.
@usableFromInline struct TapModifier: ViewModifier, PrimitiveModifier {
  let action: @MainActor () -> Void

  @usableFromInline init(action: @escaping @MainActor () -> Void) { self.action = action }

  func update(node: ViewNode, content: any View) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.declarations = [
      .button(
        ButtonInfo(
          role: nil, isEnabled: node.environment.isEnabled, action: action, node: node))
    ]
    node.renderer = TapRenderer(action: action)
  }
}

/// A tappable view takes focus: its own tap comes before any inside it, as a high-priority
/// gesture does.
struct TapRenderer: NodeRenderer {
  let action: @MainActor () -> Void

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.child(.content)?.sizeThatFits(proposal) ?? Size(width: 0, height: 0)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    let action = self.action
    context.addTapTarget(node, rect: rect, action: action)
    // The content's own targets are not focusable separately: the tap covers them.
    let targets = context.focusTargets.count
    node.child(.content)?.render(in: rect, context: &context)
    context.focusTargets.removeSubrange(targets..<context.focusTargets.count)
    if context.isFocused(node) && context.isVisible {
      context.canvas.restyle(rect) { $0.adding(.reverse) }
    }
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
  /// Tapped as a whole: a list row holding only this acts through its list.
  var focusRole: FocusRole { .tap }
}

extension View {
  /// Makes the view focusable; activating it (Enter, Space, a click) runs `action`.
  @inlinable public func onTapGesture(
    count: Int = 1, perform action: @escaping @MainActor () -> Void
  )
    -> some View
  {
    modifier(TapModifier(action: action))
  }

  /// A tap gesture that takes precedence over taps inside the view.
  public func highPriorityGesture(_ gesture: TapGesture) -> some View {
    modifier(TapModifier(action: { gesture.ended?() }))
  }

  /// A tap gesture alongside the view's own.
  public func simultaneousGesture(_ gesture: TapGesture) -> some View {
    modifier(TapModifier(action: { gesture.ended?() }))
  }

  /// A tap gesture.
  public func gesture(_ gesture: TapGesture) -> some View {
    modifier(TapModifier(action: { gesture.ended?() }))
  }
}
