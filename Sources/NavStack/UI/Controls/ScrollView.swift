/// Content taller than its box, scrolled vertically, as SwiftUI's `ScrollView`.
///
/// Terminal keys: focus moves through the content as anywhere (Tab, ↑ ↓), and the view scrolls
/// to a view when focus moves to it; PgUp PgDn, Home End, the wheel and a click on the
/// indicator at the right edge scroll it, whatever its content (`ScrollState`). Content with
/// nothing focusable is scrolled as a pager: the view itself takes focus, ↑ ↓ scroll a line.
public struct ScrollView<Content: View>: View {
  let showsIndicators: Bool
  let content: Content

  /// A scroll view; only the vertical axis scrolls, a horizontal one is accepted.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension ScrollView: PrimitiveView {
  func update(node: ViewNode) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    if !(node.primitiveState is ScrollState) { node.primitiveState = ScrollState() }
    node.renderer = ScrollRenderer(showsIndicators: showsIndicators)
  }
}

/// Draws the content at its full height off screen, then copies the rows in sight; focus
/// targets out of sight stay in the focus order with no area to click.
struct ScrollRenderer: NodeRenderer {
  let showsIndicators: Bool

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    if let width = proposal.width, let height = proposal.height {
      return Size(width: width, height: height)
    }
    let ideal =
      node.child(.content)?.sizeThatFits(ProposedSize(width: proposal.width, height: nil))
      ?? Size(width: 0, height: 0)
    return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard let content = node.child(.content), let state = node.primitiveState as? ScrollState,
      rect.width > 0, rect.height > 0
    else { return }
    if let targets = node.environment.scrollTargets {
      targets.scrollViews.insert(node)
      targets.found = nil
    }
    state.screen = node.environment.screenContext
    state.pageHeight = rect.height
    state.contentHeight = content.sizeThatFits(ProposedSize(width: rect.width, height: nil)).height
    var inner = RenderContext(
      canvas: Canvas(size: Size(width: rect.maxX, height: max(state.contentHeight, rect.height))))
    inner.focusedID = context.focusedID
    inner.isEnabled = context.isEnabled
    inner.isVisible = context.isVisible
    inner.isActiveLayer = context.isActiveLayer
    content.render(
      in: Rect(x: rect.x, y: 0, width: rect.width, height: state.contentHeight), context: &inner)
    state.targets = inner.focusTargets.map { ($0.id, $0.rect) }
    if let targets = node.environment.scrollTargets, showsRequest(targets, state: state) {
      // Focus moved into sight of the new offset: the frame is drawn with it next time.
    } else {
      let focused = inner.focusTargets.first { $0.id == context.focusedID }
      state.follow(focusedAt: focused?.rect)
    }
    copyRows(from: inner.canvas, offset: state.offset, to: rect, context: &context)
    if let cursor = inner.canvas.cursor, cursor.y >= state.offset,
      cursor.y < state.offset + rect.height
    {
      context.canvas.cursor = Point(x: cursor.x, y: rect.y + cursor.y - state.offset)
    }
    context.requests += inner.requests
    context.barTargets += inner.barTargets
    if inner.focusTargets.isEmpty {
      addPagerTarget(node: node, state: state, rect: rect, context: &context)
    } else {
      addTargets(inner.focusTargets, state: state, rect: rect, context: &context)
    }
    context.addScrollRegion(
      rect: rect, state: state, targetIDs: inner.focusTargets.map(\.id),
      showsIndicator: showsIndicators)
  }

  /// Scrolls to the view a `ScrollViewReader`'s proxy asked for when this content drew it;
  /// returns whether it did.
  private func showsRequest(_ targets: ScrollTargets, state: ScrollState) -> Bool {
    guard let request = targets.request, let found = targets.found else { return false }
    targets.request = nil
    targets.found = nil
    state.show(found, anchor: request.anchor)
    return true
  }

  /// Copies the rows in sight into the frame, inside its clip.
  private func copyRows(
    from source: Canvas, offset: Int, to rect: Rect, context: inout RenderContext
  ) {
    guard context.isVisible else { return }
    let clip = context.canvas.clip ?? context.canvas.bounds
    let x0 = max(rect.x, clip.x, 0)
    let x1 = min(rect.maxX, clip.maxX, context.canvas.size.width, source.size.width)
    for row in 0..<rect.height {
      let y = rect.y + row
      let sourceY = offset + row
      guard y >= max(clip.y, 0), y < min(clip.maxY, context.canvas.size.height),
        sourceY < source.size.height
      else { continue }
      for x in x0..<max(x0, x1) { context.canvas[x, y] = source[x, sourceY] }
    }
  }

  /// The content's targets in the frame's rows.
  private func addTargets(
    _ targets: [FocusTarget], state: ScrollState, rect: Rect, context: inout RenderContext
  ) {
    for target in targets {
      let top = max(target.rect.y, state.offset)
      let bottom = min(target.rect.maxY, state.offset + rect.height)
      let shown =
        top < bottom
        ? Rect(
          x: target.rect.x, y: rect.y + top - state.offset, width: target.rect.width,
          height: bottom - top)
        : Rect(x: rect.x, y: rect.y, width: 0, height: 0)
      var moved = target
      moved.rect = shown
      context.focusTargets.append(moved)
    }
  }

  /// Content with nothing focusable: the view itself takes focus and scrolls on keys.
  private func addPagerTarget(
    node: ViewNode, state: ScrollState, rect: Rect, context: inout RenderContext
  ) {
    guard state.contentHeight > rect.height else { return }
    context.addFocusTarget(node, rect: rect) { event in
      guard case .key(let key) = event else { return false }
      switch key {
      case .up: return state.scroll(by: -1)
      case .down: return state.scroll(by: 1)
      default: return state.page(key)
      }
    }
  }
  /// A control of its own, focused even inside a list's row (R48).
  var focusRole: FocusRole { .control }
}
