/// One line of an open menu: an item to press, a section's heading, or a divider.
@MainActor
enum MenuLine {
  /// A button of the menu; `opensMenu` for a menu inside, drawn with `›`.
  case item(BarButton, opensMenu: Bool)
  /// Text that is not a button: a `Section`'s header, drawn dimmed.
  case heading(String)
  /// A `Divider`: a rule across the box.
  case divider

  /// The lines a menu's built items give, in order: each button (a menu inside is one), each
  /// control, each divider and each text outside a button.
  static func lines(of node: ViewNode?) -> [MenuLine] {
    guard let node else { return [] }
    var lines: [MenuLine] = []
    collect(node, into: &lines)
    return lines
  }

  /// A control among the items (a `Toggle`, a `Picker`): titled by its label and value
  /// (`Show done [x]`, `Sort Date ▾`), and pressed as Enter presses it, so a toggle flips and
  /// a picker opens its options.
  private static func controlItem(_ control: ControlRenderer, node: ViewNode) -> BarButton {
    let label = node.child(.part("label"))?.displayText ?? ""
    let title = [label, control.value()].filter { !$0.isEmpty }.joined(separator: " ")
    return BarButton(title, isEnabled: control.isEnabled) {
      _ = control.handle(.activate, 0)
    }
  }

  private static func collect(_ node: ViewNode, into lines: inout [MenuLine]) {
    for declaration in node.declarations {
      guard case .button(let info) = declaration else { continue }
      let role: BarButton.Role? =
        info.role == .cancel ? .cancel : info.role == .destructive ? .destructive : nil
      let button = BarButton(
        info.node?.displayText ?? "", role: role, isEnabled: info.isEnabled, action: info.action)
      lines.append(.item(button, opensMenu: node.renderer is MenuRenderer))
      return
    }
    if let control = node.renderer as? ControlRenderer {
      lines.append(.item(controlItem(control, node: node), opensMenu: false))
      return
    }
    if node.renderer is DividerRenderer {
      lines.append(.divider)
      return
    }
    if node.renderer is TextRenderer {
      let text = node.displayText
      if !text.isEmpty { lines.append(.heading(text)) }
      return
    }
    for child in node.children where !child.isWalkedSeparately {
      collect(child, into: &lines)
    }
  }
}
