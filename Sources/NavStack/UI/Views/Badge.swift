/// A short note at the trailing edge of a list row, as SwiftUI's `.badge` draws one.
///
/// An item count, a `✓`: the row's text takes the rest of the line and is cut with `…` before
/// the badge.
@usableFromInline struct BadgeModifier: ViewModifier, PrimitiveModifier {
  let badge: String?

  @usableFromInline init(badge: String?) { self.badge = badge }

  func update(node: ViewNode, content: any View) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = BadgeRenderer(badge: badge ?? "")
  }
}

/// Draws the content in the row less the badge, then the badge right-aligned.
struct BadgeRenderer: NodeRenderer {
  let badge: String

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let room = badge.isEmpty ? 0 : badge.cellWidth + 1
    let inner = ProposedSize(
      width: proposal.width.map { max(0, $0 - room) }, height: proposal.height)
    let size = node.child(.content)?.sizeThatFits(inner) ?? Size(width: 0, height: 1)
    return Size(width: proposal.width ?? size.width + room, height: max(1, size.height))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    let room = badge.isEmpty ? 0 : badge.cellWidth + 1
    let contentRect = Rect(
      x: rect.x, y: rect.y, width: max(0, rect.width - room), height: rect.height)
    node.child(.content)?.render(in: contentRect, context: &context)
    guard !badge.isEmpty, rect.width > room else { return }
    context.draw(badge, x: rect.maxX - badge.cellWidth, y: rect.y)
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}

extension View {
  /// A count at the row's trailing edge; zero shows none, as in SwiftUI.
  @inlinable public func badge(_ count: Int) -> some View {
    modifier(BadgeModifier(badge: count == 0 ? nil : String(count)))
  }

  /// A text at the row's trailing edge; nil shows none.
  @inlinable public func badge<S: StringProtocol>(_ label: S?) -> some View {
    modifier(BadgeModifier(badge: label.map { String($0) }))
  }

  /// A text view's string at the row's trailing edge; nil shows none.
  public func badge(_ label: Text?) -> some View {
    modifier(BadgeModifier(badge: label.map { $0.plainText }))
  }
}
