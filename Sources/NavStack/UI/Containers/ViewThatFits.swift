/// The first of its views whose ideal size fits the space offered, as SwiftUI's
/// `ViewThatFits`; the last when none does.
///
/// Every view is built (and so declares its keys); only the one chosen is drawn and focused.
public struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// Chooses among the built views by their ideal size along `axes`.
  public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension ViewThatFits: PrimitiveView {
  func update(node: ViewNode) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = FittingRenderer(axes: axes)
  }

  static var isComparedByChildren: Bool { true }
}

/// Measures and draws the first child that fits the proposal.
struct FittingRenderer: NodeRenderer {
  let axes: Axis.Set

  /// The child chosen for `proposal`.
  private func chosen(_ proposal: ProposedSize, node: ViewNode) -> ViewNode? {
    let children = node.child(.content)?.layoutChildren ?? []
    for child in children {
      // The ideal size along the axes that must fit; the proposal across the others.
      let ideal = child.sizeThatFits(
        ProposedSize(
          width: axes.contains(.horizontal) ? nil : proposal.width,
          height: axes.contains(.vertical) ? nil : proposal.height))
      let fitsAcross = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .max)
      let fitsDown = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .max)
      if fitsAcross && fitsDown { return child }
    }
    return children.last
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    chosen(proposal, node: node)?.sizeThatFits(proposal) ?? Size(width: 0, height: 0)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    chosen(ProposedSize(rect.size), node: node)?.render(in: rect, context: &context)
  }

  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}

extension ViewThatFits {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}
