/// How a view fills a size of another shape, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// As large as fits inside, keeping the shape.
  case fit
  /// As small as covers it, keeping the shape.
  case fill
}

extension View {
  /// Proposes its content a size of `aspectRatio` (width over height, in points), the
  /// largest that fits (`.fit`) or the smallest that covers (`.fill`) the space offered, as
  /// SwiftUI's `aspectRatio(_:contentMode:)`; nil keeps the content's own shape.
  ///
  /// A cell is twice as tall as it is wide (`CellScale`: 10 points across, 20 down), so a
  /// square in points is twice as many columns as rows.
  public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioModifier(ratio: aspectRatio, mode: contentMode))
  }

  /// Scales the content to fit the space offered, keeping its shape.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales the content to fill the space offered, keeping its shape.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

/// Proposes the content a size of one shape, worked out in cells from a ratio in points.
@usableFromInline struct AspectRatioModifier: ViewModifier, PrimitiveModifier {
  let ratio: Double?
  let mode: ContentMode

  func update(node: ViewNode, content: any View) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = AspectRatioRenderer(ratio: ratio, mode: mode)
  }
}

/// Measures and draws the content at the shaped size, centred in what it is given.
struct AspectRatioRenderer: NodeRenderer {
  let ratio: Double?
  let mode: ContentMode

  /// Columns per row for the shape: the ratio in points times how much taller a cell is.
  private func cellRatio(_ content: ViewNode) -> Double? {
    if let ratio {
      return ratio * CellScale.points(1, along: .vertical)
        / CellScale.points(1, along: .horizontal)
    }
    let ideal = content.sizeThatFits(ProposedSize(width: nil, height: nil))
    guard ideal.width > 0, ideal.height > 0 else { return nil }
    return Double(ideal.width) / Double(ideal.height)
  }

  /// The size of the shape for `proposal`, in cells; nil proposes as given.
  func shaped(_ proposal: ProposedSize, content: ViewNode) -> ProposedSize {
    guard let cellRatio = cellRatio(content), cellRatio > 0 else { return proposal }
    func rows(across columns: Int) -> Int { Int((Double(columns) / cellRatio).rounded()) }
    func columns(down rows: Int) -> Int { Int((Double(rows) * cellRatio).rounded()) }
    switch (proposal.width, proposal.height) {
    case (let width?, let height?):
      let wider = Double(width) / Double(max(1, height)) > cellRatio
      if wider == (mode == .fit) {
        return ProposedSize(width: columns(down: height), height: height)
      }
      return ProposedSize(width: width, height: rows(across: width))
    case (let width?, nil): return ProposedSize(width: width, height: rows(across: width))
    case (nil, let height?): return ProposedSize(width: columns(down: height), height: height)
    case (nil, nil): return proposal
    }
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    guard let content = node.child(.content) else { return Size(width: 0, height: 0) }
    return content.sizeThatFits(shaped(proposal, content: content))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard let content = node.child(.content) else { return }
    let size = content.sizeThatFits(shaped(ProposedSize(rect.size), content: content))
    content.render(in: Alignment.center.place(size, in: rect), context: &context)
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}
