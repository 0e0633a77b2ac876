/// A form of controls, as SwiftUI's `Form`: the rows in a column, a blank row between them,
/// the row holding focus marked with `›`.
public struct Form<Content: View>: View {
  let content: Content

  /// A form of the built rows.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A primitive view.
  public typealias Body = Never
}

extension Form: PrimitiveView {
  func update(node: ViewNode) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    if !(node.primitiveState is ScrollState) { node.primitiveState = ScrollState() }
    node.renderer = FormRenderer()
  }
}

/// Lays a form's rows out from the top left, a blank row between them.
struct FormRenderer: NodeRenderer {
  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    proposal.replacingUnspecified(with: Size(width: 40, height: 10))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard let state = node.primitiveState as? ScrollState else { return }
    let rows = node.child(.content)?.layoutChildren ?? []
    var tops: [Int] = []
    var heights: [Int] = []
    var top = 1
    for row in rows {
      let inset = row.drawsFocusMarker ? 0 : ControlLabel.markerWidth
      let width = max(0, rect.width - inset - 1)
      let height = max(1, row.sizeThatFits(ProposedSize(width: width, height: nil)).height)
      tops.append(top)
      heights.append(height)
      top += height + 1
    }
    // The form keeps the focused row in sight, so typing never goes into a field the user
    // cannot see; keys, the wheel and the indicator scroll it past any row (`ScrollState`).
    state.screen = node.environment.screenContext
    state.pageHeight = rect.height
    state.contentHeight = max(0, top - 1)
    let focused = context.focusedID.flatMap { id in rows.firstIndex { $0.contains(id) } }
    state.follow(
      focusedAt: focused.map {
        Rect(x: 0, y: tops[$0], width: 1, height: min(heights[$0], rect.height))
      })
    let offset = state.offset
    var targets: [(id: ObjectIdentifier, rect: Rect)] = []
    for (index, row) in rows.enumerated() {
      let y = rect.y + tops[index] - offset
      // Labelled controls draw their own `›` column; other rows get one here.
      let marks = !row.drawsFocusMarker
      let inset = marks ? ControlLabel.markerWidth : 0
      let width = max(0, rect.width - inset - 1)
      let height = heights[index]
      let before = context.focusTargets.count
      let inContent = Rect(x: 0, y: tops[index], width: width, height: height)
      guard y < rect.maxY, y + height > rect.y else {
        // Out of view: drawn nowhere, but its fields stay reachable by Tab.
        Self.renderHidden(
          row, in: Rect(x: rect.x + inset, y: y, width: width, height: height),
          context: &context)
        targets += context.focusTargets[before...].map { ($0.id, inContent) }
        continue
      }
      let rowRect = Rect(x: rect.x + inset, y: y, width: width, height: min(height, rect.maxY - y))
      row.render(in: rowRect, context: &context)
      targets += context.focusTargets[before...].map { ($0.id, inContent) }
      let owns = context.focusTargets[before...].contains { $0.id == context.focusedID }
      if marks && owns && context.isActiveLayer {
        context.draw("›", x: rect.x, y: y, style: Style(.bold, role: .accent))
      }
    }
    state.targets = targets
    context.addScrollRegion(rect: rect, state: state, targetIDs: targets.map(\.id))
  }
}

extension FormRenderer {
  /// Renders a row with nothing visible, keeping its focus targets.
  static func renderHidden(_ row: ViewNode, in rect: Rect, context: inout RenderContext) {
    let clip = context.canvas.clip
    let cursor = context.canvas.cursor
    let keeps = context.keepsHiddenTargets
    context.canvas.clip = Rect(x: 0, y: 0, width: 0, height: 0)
    context.keepsHiddenTargets = true
    row.render(in: rect, context: &context)
    context.canvas.clip = clip
    context.canvas.cursor = cursor
    context.keepsHiddenTargets = keeps
  }
}
