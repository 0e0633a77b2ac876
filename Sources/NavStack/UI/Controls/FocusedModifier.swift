/// What one `.focused` view knows between frames: the focus targets its content drew last, its
/// screen, and whether focus was asked for before those targets were known.
@MainActor
final class FocusedState {
  var targetIDs: [ObjectIdentifier] = []
  weak var screen: ScreenContext?
  var isRequested = false

  /// Moves its screen's focus to the content's first target, now or at the next frame.
  func request() {
    if let first = targetIDs.first, let screen {
      screen.focusedID = first
    } else {
      isRequested = true
    }
  }
}

/// Binds the content's focus to a `FocusState` value.
@usableFromInline struct FocusedModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
  let box: FocusStateBox<Value>
  let value: Value

  func update(node: ViewNode, content: any View) {
    let state = node.primitiveState as? FocusedState ?? FocusedState()
    node.primitiveState = state
    state.screen = node.environment.screenContext
    box.register(state, value: value)
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = FocusedRenderer(state: state)
  }
}

/// Draws the content and notes which focus targets it drew; a pending request asks the window
/// to move focus to the first of them before the frame is shown.
struct FocusedRenderer: NodeRenderer {
  let state: FocusedState

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    PassthroughRenderer().sizeThatFits(proposal, node: node)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    let start = context.focusTargets.count
    node.child(.content)?.render(in: rect, context: &context)
    state.targetIDs = context.focusTargets[start...].map(\.id)
    if state.isRequested, let first = state.targetIDs.first, context.isActiveLayer {
      state.isRequested = false
      context.send(.moveFocus(first))
    }
  }
}

extension View {
  /// Focus on this view and `binding` follow each other: true while it holds focus, and
  /// setting it true moves focus here.
  public func focused(_ binding: FocusState<Bool>.Binding) -> some View {
    modifier(FocusedModifier(box: binding.box, value: true))
  }

  /// `binding` is `value` while this view holds focus, and setting it to `value` moves focus
  /// here.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    modifier(FocusedModifier(box: binding.box, value: value))
  }
}
