/// How a primitive node measures itself and draws: what SwiftUI's layout and rendering do for
/// built-in views, in terminal cells.
@MainActor
protocol NodeRenderer {
  /// The size the node takes for `proposal`.
  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size
  /// Draws the node into `rect`, registering what can be focused or clicked.
  func render(node: ViewNode, in rect: Rect, context: inout RenderContext)
  /// How much the node grows along an axis when it knows without measuring; nil to measure.
  func flexibility(vertical: Bool, across: Int?, node: ViewNode) -> Int?
  /// Whether what it draws follows from its node alone (view, environment, children), the
  /// rectangle, the context's flags and the cells under it: such a node's cells can be kept
  /// between frames (`DrawnCells`). False for anything that reads other state as it draws.
  var drawsOnlyItsNode: Bool { get }
  /// Whether it is a labelled control, which draws the `›` focus column itself: a form marks
  /// the other rows. Asked of a form's rows on every frame, so a requirement, not a cast.
  var drawsFocusMarker: Bool { get }
  /// For a control inside the node, whether the node sets it beside other views as part of a
  /// row (true), makes it a row of its own (false), or only wraps it (nil: ask further up).
  /// A requirement rather than a cast: asked each time a control is measured or drawn.
  func setsControlsBesideViews(node: ViewNode) -> Bool?
  /// What the node registers to be focused: a list asks its rows whether they hold controls
  /// of their own before it draws them (R48).
  var focusRole: FocusRole { get }
}

/// How a node takes focus.
enum FocusRole {
  /// It does not.
  case none
  /// It is tapped as a whole (a button, a link, a tap gesture): a row holding only one acts
  /// through its list.
  case tap
  /// It is a control with a value or text of its own (a toggle, a field, a stepper).
  case control
}

extension NodeRenderer {
  /// Measured by default.
  func flexibility(vertical: Bool, across: Int?, node: ViewNode) -> Int? { nil }
  /// Drawn every frame unless a renderer says otherwise.
  var drawsOnlyItsNode: Bool { false }
  /// Marked by the form unless a renderer says otherwise.
  var drawsFocusMarker: Bool { false }
  /// Not focusable unless a renderer says otherwise.
  var focusRole: FocusRole { .none }
  /// A node of one child wraps it; one of several makes each its own row.
  func setsControlsBesideViews(node: ViewNode) -> Bool? {
    node.children.count > 1 ? false : nil
  }
}

/// A node's renderer, held in an object (`ViewNode.rendererBox`), with what layout and cell
/// keeping ask of it for every node, found once as it is set.
@MainActor
final class RendererBox {
  let renderer: any NodeRenderer
  /// `renderer.drawsOnlyItsNode`.
  let drawsOnlyItsNode: Bool

  init(_ renderer: any NodeRenderer) {
    self.renderer = renderer
    drawsOnlyItsNode = renderer.drawsOnlyItsNode
  }
}

extension ViewNode {
  /// The size this node takes for `proposal`; nodes without a renderer stack their children.
  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    layoutPass.flushIfPending()
    if let size = layoutCache.sizes[proposal] { return size }
    let size: Size
    if let box = rendererBox {
      size = box.renderer.sizeThatFits(proposal, node: self)
    } else {
      size = StackLayout.vertical(spacing: 0, alignment: .leading)
        .sizeThatFits(proposal, children: layoutChildren, node: self)
    }
    layoutCache.sizes.insert(size, for: proposal)
    return size
  }

  /// Draws this node into `rect`.
  func render(in rect: Rect, context: inout RenderContext) {
    if let box = rendererBox {
      if !rendererDrawsOnlyItsNode { context.drawsOnlyFromNodes = false }
      box.renderer.render(node: self, in: rect, context: &context)
      return
    }
    StackLayout.vertical(spacing: 0, alignment: .leading)
      .render(children: layoutChildren, in: rect, context: &context, node: self)
  }

  /// How much a node wants to grow along an axis: its size for a huge proposal less its size for a zero one.
  ///
  /// Spacers, lists and editors grow; text and buttons do not.
  func flexibility(vertical: Bool, across: Int?) -> Int {
    layoutPass.flushIfPending()
    let question = FlexibilityQuestion(vertical: vertical, across: across)
    if let value = layoutCache.flexibilities[question] { return value }
    let value = measureFlexibility(vertical: vertical, across: across)
    layoutCache.flexibilities.insert(value, for: question)
    return value
  }

  private func measureFlexibility(vertical: Bool, across: Int?) -> Int {
    if let known = rendererBox?.renderer.flexibility(
      vertical: vertical, across: across, node: self)
    {
      return known
    }
    if vertical {
      let small = sizeThatFits(ProposedSize(width: across, height: 0)).height
      let large = sizeThatFits(ProposedSize(width: across, height: unboundedExtent)).height
      return large - small
    }
    let small = sizeThatFits(ProposedSize(width: 0, height: across)).width
    let large = sizeThatFits(ProposedSize(width: unboundedExtent, height: across)).width
    return large - small
  }
}
