/// The choices of an inline picker, each a row that selects it: `✓ Red` for the selection.
struct InlinePickerRows: View {
  let choices: [PickerChoice]
  let current: AnyHashable
  let choose: @MainActor (AnyHashable) -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(choices, id: \.self) { choice in
        Button {
          choose(choice.tag)
        } label: {
          HStack {
            Image(systemName: "checkmark")
              .foregroundStyle(.accentColor)
              .opacity(choice.tag == current ? 1 : 0)
            Text(choice.title)
          }
        }
        .buttonStyle(.plain)
      }
    }
  }
}

/// Draws an inline picker: its label on a row of its own, then a row for each choice; a form
/// sets them after its focus column, as its other rows.
struct InlinePickerRenderer: NodeRenderer {
  private func labelHeight(_ node: ViewNode) -> Int {
    node.environment.labelsHidden ? 0 : 1
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let rows =
      node.child(.part("rows"))?.sizeThatFits(ProposedSize(width: proposal.width, height: nil))
      ?? Size(width: 0, height: 0)
    let label =
      labelHeight(node) > 0
      ? (node.child(.part("label"))?.sizeThatFits(ProposedSize(width: proposal.width, height: 1))
        .width ?? 0) : 0
    let width = max(rows.width, label)
    return Size(width: min(width, proposal.width ?? width), height: rows.height + labelHeight(node))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    let top = labelHeight(node)
    if top > 0 {
      node.child(.part("label"))?.render(
        in: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), context: &context)
    }
    node.child(.part("rows"))?.render(
      in: Rect(x: rect.x, y: rect.y + top, width: rect.width, height: max(0, rect.height - top)),
      context: &context)
  }
}

/// Draws one of a node's children in its place: a picker drawn as the link its style makes.
struct PickerPartRenderer: NodeRenderer {
  let part: ChildKey
  /// Whether the part is a labelled control that draws its own `›` column, as found when the
  /// part was built.
  var drawsFocusMarker = false

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.child(part)?.sizeThatFits(proposal) ?? Size(width: 0, height: 0)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    node.child(part)?.render(in: rect, context: &context)
  }
}
