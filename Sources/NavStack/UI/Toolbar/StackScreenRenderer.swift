/// Draws a stack: the top screen's bar (unless hidden, R24) and its content.
struct StackScreenRenderer: NodeRenderer {
  let controller: StackController

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    proposal.replacingUnspecified(with: Size(width: 40, height: 10))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    let top = controller.topContext
    let topNode: ViewNode?
    if let last = controller.entries.last {
      topNode = node.child(.id(last.id))
    } else {
      topNode = node.child(.part("root"))
    }
    var content = rect
    var barHits: [(rect: Rect, button: BarButton)] = []
    // A split view's column with a stack of its own: that stack draws the bar (R49).
    let yields = top.columnStack.map { $0.columnScreen === top } ?? false
    if !yields, !top.declarations.isToolbarHidden, rect.height > 0 {
      let bar = resolvedBar(width: rect.width, requests: node.environment.windowRequests)
      var focusedIndex: Int?
      let buttons = bar.leading + bar.trailing
      for (index, button) in buttons.enumerated()
      where context.isActiveLayer && button.focusID != nil && context.focusedID == button.focusID {
        focusedIndex = index
      }
      barHits = NavigationBar.draw(
        bar, in: &context.canvas, row: rect.row(0), focusedButton: focusedIndex)
      if let back = bar.backLabel {
        let controller = self.controller
        context.clickRegions.append(
          (
            Rect(x: rect.x, y: rect.y, width: back.cellWidth, height: 1),
            { controller.backStack?.popByUser() }
          ))
      }
      content = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1)
    }
    let clip = context.canvas.clip
    context.canvas.clip = content
    topNode?.render(in: content, context: &context)
    context.canvas.clip = clip
    for hit in barHits {
      let action = hit.button.action
      let enabled = hit.button.isEnabled
      let id = hit.button.focusID ?? ObjectIdentifier(controller)
      var target = FocusTarget(id: id, rect: hit.rect, isTextInput: false) { event in
        switch event {
        case .activate, .click:
          if enabled { action() }
          return true
        case .key, .paste:
          return false
        }
      }
      let title = hit.button.help ?? hit.button.title
      target.activation = { title }
      context.barTargets.append(target)
    }
  }

  /// The bar of the top screen: back label, items by region, overflow collapsed (R7–R23).
  ///
  /// The `…` button asks the window, through `requests`, to present the buttons it holds.
  func resolvedBar(width: Int, requests: WindowRequestQueue?) -> ResolvedToolbar {
    let top = controller.topContext
    let screens = controller.screens
    var back: String?
    if !top.declarations.isBackButtonHidden {
      if screens.count > 1 {
        let previous = screens[screens.count - 2].declarations.title ?? ""
        back = NavigationBar.backLabel(previousTitle: previous, barWidth: width)
      } else if controller.backStack != nil, let previous = controller.titleBelowRoot {
        // A column's stack at its root goes back to the column before it.
        back = NavigationBar.backLabel(previousTitle: previous, barWidth: width)
      }
    }
    var bar = ResolvedToolbar(
      title: top.declarations.title ?? "", backLabel: back,
      items: ToolbarResolver.items(of: top))
    if screens.count > 1 { bar.fitBackButtonStandIn(width: width) }
    bar.collapseOverflow(width: width) { buttons in
      requests?.send(.presentAlert(.overflowMenu(buttons)))
    }
    return bar
  }
}
