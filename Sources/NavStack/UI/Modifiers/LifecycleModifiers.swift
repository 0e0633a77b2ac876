/// `onAppear`, `onDisappear` and `.task`: run when the view's screen becomes visible and when
/// it is covered by a push or leaves the tree (R45).
@usableFromInline struct LifecycleModifier: ViewModifier, PrimitiveModifier {
  var onAppear: (@MainActor () -> Void)?
  var onDisappear: (@MainActor () -> Void)?
  var task: (@MainActor @Sendable () async -> Void)?

  func update(node: ViewNode, content: any View) {
    let state: LifecycleState
    if let existing = node.primitiveState as? LifecycleState {
      state = existing
    } else {
      state = LifecycleState()
      node.primitiveState = state
      node.teardownActions.append { [weak state] in state?.disappear() }
      let context = node.environment.screenContext
      // A view inserted into a screen already on show appears after this update.
      node.graph?.afterUpdate { [weak state, weak node] in
        guard let state, let node, node.isLive else { return }
        if context?.isVisible ?? true { state.appear() }
      }
    }
    state.modifier = self
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }
}

/// Whether a view has appeared, and its running task.
@MainActor
final class LifecycleState {
  var modifier: LifecycleModifier?
  private(set) var hasAppeared = false
  private var running: Task<Void, Never>?

  func appear() {
    guard !hasAppeared else { return }
    hasAppeared = true
    modifier?.onAppear?()
    if let task = modifier?.task {
      running = Task { @MainActor in await task() }
    }
  }

  func disappear() {
    guard hasAppeared else { return }
    hasAppeared = false
    running?.cancel()
    running = nil
    modifier?.onDisappear?()
  }
}

/// Runs an action when a value changes, after the update that changed it.
@usableFromInline struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void

  func update(node: ViewNode, content: any View) {
    let value = self.value
    let action = self.action
    if let box = node.primitiveState as? ChangeState<Value> {
      if box.value != value {
        let old = box.value
        box.value = value
        node.graph?.afterUpdate { action(old, value) }
      }
    } else {
      node.primitiveState = ChangeState(value: value)
      if initial { node.graph?.afterUpdate { action(value, value) } }
    }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }
}

@MainActor
final class ChangeState<Value> {
  var value: Value
  init(value: Value) { self.value = value }
}

extension View {
  /// Runs `action` when the view's screen becomes visible: at start, when pushed or
  /// presented, and when revealed again by a pop (R45).
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onAppear: action))
  }

  /// Runs `action` when the view is covered by a push or leaves the tree (R45).
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onDisappear: action))
  }

  /// Starts `action` when the view appears and cancels it when it disappears (R45).
  public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modifier(LifecycleModifier(task: action))
  }

  /// Runs `action` with the new value when `value` changes (the iOS 14 form).
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping @MainActor (V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
  }

  /// Runs `action` with the old and new values when `value` changes; with `initial`, also
  /// once when the view appears.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes (no arguments).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }
}
