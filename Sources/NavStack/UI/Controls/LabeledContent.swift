/// A label beside a view, as SwiftUI's `LabeledContent`: in a form, the label sits in the
/// label column the controls use, so a `TextEditor` lines up under a `TextField`.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Content with a built label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension LabeledContent where Label == Text {
  /// Content labelled with a string.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A value shown as text, labelled with a string.
  public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V)
  where Content == Text {
    self.init(title) { Text(value) }
  }
}

extension LabeledContent: PrimitiveView {
  func update(node: ViewNode) {
    // Set first: a text field in the content looks for it as it is built.
    node.renderer = LabeledContentRenderer()
    node.updateLabel(label)
    node.updateChild(.content, with: content)
    node.keepChildren([.part("label"), .content])
  }
}

/// The label column, then the content in the rest of the row.
struct LabeledContentRenderer: NodeRenderer {
  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    // A text editor draws its own label column, so it is measured at the whole width, as drawn.
    if let editor = node.child(.content)?.textEditorArea {
      editor.area.labelWidth = max(0, ControlLabel(node: node).leadingWidth() - 2)
      return editor.node.sizeThatFits(proposal)
    }
    let lead = ControlLabel(node: node).leadingWidth()
    let inner = ProposedSize(
      width: proposal.width.map { max(0, $0 - lead) }, height: proposal.height)
    let size = node.child(.content)?.sizeThatFits(inner) ?? Size(width: 0, height: 1)
    return Size(width: size.width + lead, height: max(1, size.height))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    // A text editor draws its label itself, in the column the fields' labels use.
    if let editor = node.child(.content)?.textEditorArea {
      editor.area.label = node.child(.part("label"))?.displayText ?? ""
      editor.area.labelWidth = max(0, ControlLabel(node: node).leadingWidth() - 2)
      editor.node.render(in: rect, context: &context)
      return
    }
    let start = context.focusTargets.count
    let label = ControlLabel(node: node)
    let x = label.draw(in: rect, isFocused: false, context: &context)
    let contentRect = Rect(x: x, y: rect.y, width: max(0, rect.maxX - x), height: rect.height)
    node.child(.content)?.render(in: contentRect, context: &context)
    let focused = context.focusTargets[start...].contains { $0.id == context.focusedID }
    if focused && context.isActiveLayer {
      context.draw("›", x: rect.x, y: rect.y, style: Style(.bold, role: .accent))
    }
  }
}

extension LabeledContentRenderer {
  /// A labelled control draws its own focus column.
  var drawsFocusMarker: Bool { true }
  /// Its content sits beside its label.
  func setsControlsBesideViews(node: ViewNode) -> Bool? { true }
}

extension ControlRenderer {
  /// A labelled control draws its own focus column.
  var drawsFocusMarker: Bool { true }
}

extension TextFieldRenderer {
  /// A labelled control draws its own focus column.
  var drawsFocusMarker: Bool { true }
}

extension ViewNode {
  /// The text editor this node is or wraps alone, with its node.
  fileprivate var textEditorArea: (node: ViewNode, area: TextArea)? {
    var node: ViewNode? = self
    while let current = node {
      if let state = current.primitiveState as? TextEditorState { return (current, state.area) }
      // A wrapper has one child; its layout children are what it draws.
      let inner = current.children
      node = inner.count == 1 ? inner[0] : nil
    }
    return nil
  }
}
