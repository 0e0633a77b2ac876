/// What drawing a frame produces besides the cells: focus targets in reading order and click regions.
///
/// It is returned with the frame, so input reads the frame the user saw (render is a pure function
/// of the tree and the size).
@MainActor
struct RenderContext {
  var canvas: Canvas
  /// Focusable views in reading order.
  var focusTargets: [FocusTarget] = []
  /// The node that holds focus in this layer, by identity.
  var focusedID: ObjectIdentifier?
  /// False under `.disabled(true)`: nothing is focusable or clickable.
  var isEnabled = true
  /// False under `.opacity(0)` or `.hidden()`: nothing is drawn or hit.
  var isVisible = true
  /// False while a list draws its rows: they act through the list, which is the one target.
  var takesTargets = true
  /// Whether the layer being drawn takes keys (the top one).
  var isActiveLayer = true
  /// Places a click acts on that are not focus targets (the back button).
  var clickRegions: [(rect: Rect, action: @MainActor () -> Void)] = []
  /// The bar buttons drawn, in order, focusable after the content.
  var barTargets: [FocusTarget] = []
  /// What the views drawn ask of the window, in the order asked: a focus move names a target
  /// of this frame, known only as it is drawn, so it comes back with the frame, and the window
  /// applies it once the frame is drawn.
  var requests: [WindowRequest] = []
  /// True while a form draws rows scrolled out of view: their targets are kept, unseen, so
  /// Tab can reach them and the form then scrolls them into view.
  var keepsHiddenTargets = false
  /// Regions that show part of their content, innermost first: what PgDn, Home, End and the
  /// wheel scroll when no focused view takes them.
  var scrollRegions: [ScrollRegion] = []
  /// Set by a view that draws from the clock (a spinner): its frame changes with no event
  /// and no view changing, so the next frame is drawn whole (`FrameReuse`).
  var drawsFromTheClock = false
  /// Cleared by drawing a node whose renderer reads more than its node
  /// (`NodeRenderer.drawsOnlyItsNode`): what was drawn since it was last set cannot be kept
  /// (`DrawnCells`).
  var drawsOnlyFromNodes = true

  init(canvas: Canvas) { self.canvas = canvas }

  /// Asks the window for `request` once this frame is drawn.
  mutating func send(_ request: WindowRequest) { requests.append(request) }

  /// Whether `node` holds focus.
  func isFocused(_ node: ViewNode) -> Bool {
    isActiveLayer && focusedID == ObjectIdentifier(node)
  }

  /// Registers a focus target when the view is enabled, visible and has room.
  mutating func addFocusTarget(
    _ node: ViewNode, rect: Rect, isTextInput: Bool = false, help: [KeyBar.Entry] = [],
    handler: @escaping @MainActor (FocusEvent) -> Bool
  ) {
    guard takesTargets, isEnabled, isVisible, !rect.isEmpty else { return }
    var visible = rect
    if let clip = canvas.clip {
      let x0 = max(rect.x, clip.x)
      let y0 = max(rect.y, clip.y)
      let x1 = min(rect.maxX, clip.maxX)
      let y1 = min(rect.maxY, clip.maxY)
      if x0 < x1, y0 < y1 {
        visible = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
      } else if !keepsHiddenTargets {
        return
      }
    }
    focusTargets.append(
      FocusTarget(
        id: ObjectIdentifier(node), rect: visible, isTextInput: isTextInput, help: help,
        handler: handler))
  }

  /// Registers a target that runs `action` when activated or clicked: the terminal's tap.
  mutating func addTapTarget(_ node: ViewNode, rect: Rect, action: @escaping @MainActor () -> Void)
  {
    guard takesTargets else { return }
    addFocusTarget(node, rect: rect) { event in
      switch event {
      case .activate, .click:
        action()
        return true
      case .key, .paste:
        return false
      }
    }
    if focusTargets.last?.id == ObjectIdentifier(node) {
      focusTargets[focusTargets.count - 1].activation = { [weak node] in node?.controlTitle ?? "" }
    }
  }

  /// Registers a scrolled region and draws its indicator at its right edge, where a click
  /// turns a page.
  mutating func addScrollRegion(
    rect: Rect, state: ScrollState, targetIDs: [ObjectIdentifier], showsIndicator: Bool = true
  ) {
    guard isVisible, !rect.isEmpty else { return }
    scrollRegions.append(ScrollRegion(rect: rect, state: state, targetIDs: targetIDs))
    guard showsIndicator, state.contentHeight > rect.height else { return }
    let x = rect.maxX - 1
    ScrollIndicator.draw(
      x: x, y: rect.y, height: rect.height, offset: state.offset, total: state.contentHeight,
      in: &canvas)
    // Above the thumb a click turns a page up, below it a page down.
    let thumb = ScrollIndicator.thumb(
      offset: state.offset, page: rect.height, total: state.contentHeight)
    let page = max(1, rect.height - 1)
    if thumb.lowerBound > 0 {
      clickRegions.append(
        (
          Rect(x: x, y: rect.y, width: 1, height: thumb.lowerBound),
          { [weak state] in state?.wheel(by: -page) }
        ))
    }
    if thumb.upperBound < rect.height {
      clickRegions.append(
        (
          Rect(
            x: x, y: rect.y + thumb.upperBound, width: 1, height: rect.height - thumb.upperBound),
          { [weak state] in state?.wheel(by: page) }
        ))
    }
  }

  /// Draws text only where the view is visible.
  @discardableResult
  mutating func draw(
    _ text: some StringProtocol, x: Int, y: Int, maxWidth: Int? = nil, style: Style = .plain
  ) -> Int {
    guard isVisible else { return 0 }
    return canvas.draw(text, x: x, y: y, maxWidth: maxWidth, style: style)
  }
}

/// Something focusable on screen: where it is and what it does with keys and clicks.
@MainActor
struct FocusTarget {
  let id: ObjectIdentifier
  var rect: Rect
  /// Text fields take printable keys, so letters are not commands there.
  let isTextInput: Bool
  /// The view's own keys, for help while it has focus (a field's editing keys).
  var help: [KeyBar.Entry] = []
  var handler: @MainActor (FocusEvent) -> Bool
  /// For a control inside a list's row, where it sits (R48).
  var listRow: ListRowSlot?
  /// What Enter does to it, as the key bar names it while it holds focus (a button's title).
  var activation: (@MainActor () -> String)?
}

/// What a focused view is asked to handle.
enum FocusEvent {
  /// A key while focused; return true when used.
  case key(Key)
  /// Enter, Space or a click: the terminal's tap.
  case activate
  /// A click at a cell inside the target.
  case click(Point)
  /// Pasted text.
  case paste(String)
}
