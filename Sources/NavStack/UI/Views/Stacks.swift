/// Children in a column, as SwiftUI's `VStack`; spacing is in points, whole rows of 20 points
/// (`CellScale`), and none by default.
public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content

  /// A column of the built children.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension VStack: PrimitiveView {
  func update(node: ViewNode) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = StackRenderer(
      layout: .vertical(
        spacing: spacing.map { max(0, CellScale.gap($0, along: .vertical)) } ?? 0,
        alignment: alignment))
  }
}

/// Children in a row, as SwiftUI's `HStack`; spacing is in points, whole columns of 10 points
/// (`CellScale`), and one column by default, so that words beside each other stay apart.
public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: Content

  /// A row of the built children.
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension HStack: PrimitiveView {
  func update(node: ViewNode) {
    // Set first: a text field inside looks for its row as it is built.
    node.renderer = StackRenderer(
      layout: .horizontal(
        spacing: spacing.map { max(0, CellScale.gap($0, along: .horizontal)) } ?? 1,
        alignment: alignment))
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
  }
}

/// Children on top of each other, later ones above, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content

  /// Layers of the built children.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension ZStack: PrimitiveView {
  func update(node: ViewNode) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = OverlayRenderer(alignment: alignment)
  }
}

/// Draws a stack's children through `StackLayout`.
struct StackRenderer: NodeRenderer {
  let layout: StackLayout

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    layout.sizeThatFits(
      proposal, children: node.child(.content)?.layoutChildren ?? [], node: node)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    layout.render(
      children: node.child(.content)?.layoutChildren ?? [], in: rect, context: &context,
      node: node)
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }

  /// A row of several views sets a control beside them; a column makes it a row of its own.
  func setsControlsBesideViews(node: ViewNode) -> Bool? {
    layout.axis == .horizontal && (node.child(.content)?.layoutChildren.count ?? 0) > 1
  }
}

/// Draws children over each other, each placed by the alignment.
struct OverlayRenderer: NodeRenderer {
  let alignment: Alignment

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    var size = Size(width: 0, height: 0)
    for child in node.child(.content)?.layoutChildren ?? [] {
      let childSize = child.sizeThatFits(proposal)
      size.width = max(size.width, childSize.width)
      size.height = max(size.height, childSize.height)
    }
    return size
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    for child in node.child(.content)?.layoutChildren ?? [] {
      let size = child.sizeThatFits(ProposedSize(rect.size))
      child.render(in: alignment.place(size, in: rect), context: &context)
    }
  }
}

/// Space that grows along its stack's axis, as SwiftUI's `Spacer`.
public struct Spacer: View {
  let minLength: Double?

  /// A spacer at least `minLength` points long, in whole cells of its stack's axis (none by
  /// default).
  public init(minLength: Double? = nil) { self.minLength = minLength }

  /// A primitive view.
  public typealias Body = Never
}

extension Spacer: PrimitiveView {
  func update(node: ViewNode) {
    let minimum = max(0, minLength ?? 0)
    let length = SpacerLength(
      columns: CellScale.gap(minimum, along: .horizontal),
      rows: CellScale.gap(minimum, along: .vertical))
    node.spacerLength = length
    node.renderer = SpacerRenderer(minimum: length)
  }
}

/// A spacer's minimum length in cells, along either axis: its stack takes the one it needs.
struct SpacerLength: Hashable {
  let columns: Int
  let rows: Int

  /// The minimum along a stack's axis.
  func along(vertical: Bool) -> Int { vertical ? rows : columns }
}

/// A spacer's size is decided by its stack.
struct SpacerRenderer: NodeRenderer {
  let minimum: SpacerLength
  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    Size(width: proposal.width ?? minimum.columns, height: proposal.height ?? minimum.rows)
  }
  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {}
  func flexibility(vertical: Bool, across: Int?, node: ViewNode) -> Int? { unboundedExtent }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}

/// A line between views, as SwiftUI's `Divider`: across a column, a row of `─`.
public struct Divider: View {
  /// A divider.
  public init() {}
  /// A primitive view.
  public typealias Body = Never
}

extension Divider: PrimitiveView {
  func update(node: ViewNode) { node.renderer = DividerRenderer() }
}

struct DividerRenderer: NodeRenderer {
  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    Size(width: proposal.width ?? 1, height: 1)
  }
  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    context.draw(
      String(repeating: "─", count: rect.width), x: rect.x, y: rect.y, style: .border)
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}
