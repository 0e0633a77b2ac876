/// A button that opens a list of actions, as SwiftUI's `Menu`.
///
/// Drawn as its label with `▾` after it; Enter, Space or a click opens its items in a box over
/// the window, one a row: ↑ ↓ choose, Enter or a click presses, Esc closes. A `Section`'s
/// header and a `Divider` inside separate the items, and a `Menu` inside opens its own list.
/// In a toolbar it is a bar button that opens the same list.
///
/// A menu with a `primaryAction` is a split button, as on iOS where a tap runs the action and
/// a long press opens the list: Enter, Space or a click on its label runs the action, and →
/// or a click on its `▾` opens the list. In a toolbar or inside another menu it opens its list.
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  var primaryAction: (@MainActor () -> Void)?

  /// A menu with a built label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// A menu whose label runs `primaryAction`; → or its `▾` opens the list.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: label)
    self.primaryAction = primaryAction
  }

  /// A primitive view.
  public typealias Body = Never
}

extension Menu where Label == Text {
  /// A menu titled with a literal: `Menu("Sort") { … }`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A menu titled with a literal whose label runs `primaryAction`.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }

  /// A menu titled with a string whose label runs `primaryAction`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == NavStack.Label<Text, Image> {
  /// A menu with a title and a symbol: `Menu("Add", systemImage: "plus") { … }`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { NavStack.Label(titleKey, systemImage: systemImage) }
  }

  /// A menu with a string title and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { NavStack.Label(title, systemImage: systemImage) }
  }
}

extension Menu: PrimitiveView {
  func update(node: ViewNode) {
    let enabled = node.environment.isEnabled
    node.deriveChildEnvironment(token: enabled ? 1 : 0) { values in
      var style = values.textStyle
      if style.role == .plain { style.role = .accent }
      if !enabled { style.attributes.insert(.dim) }
      values.textStyle = style
    }
    node.updateChild(.part("label"), with: label)
    // The items are built, not drawn: their buttons are the menu's, not the screen's.
    node.updateChild(.part("items"), with: content, walkedSeparately: true)
    node.keepChildren([.part("label"), .part("items")])
    let open: @MainActor () -> Void = { [weak node] in
      guard let node else { return }
      node.environment.windowRequests?.send(
        .presentAlert(
          .menu(
            title: node.child(.part("label"))?.displayText ?? "",
            lines: MenuLine.lines(of: node.child(.part("items"))))))
    }
    node.declarations = [
      .button(
        ButtonInfo(role: nil, isEnabled: enabled, action: open, node: node.child(.part("label"))))
    ]
    node.renderer = MenuRenderer(open: open, primaryAction: primaryAction, isEnabled: enabled)
  }
}

/// Draws a menu's label and `▾`, reversed while focused; Enter or a click opens it.
struct MenuRenderer: NodeRenderer {
  /// The mark after the label that says a list opens.
  static let mark = " ▾"
  let open: @MainActor () -> Void
  /// Run by Enter and a click on the label, when the menu has one; → opens the list then.
  let primaryAction: (@MainActor () -> Void)?
  let isEnabled: Bool
  /// What the key bar and help say → does on a menu with a primary action.
  static let openEntry = KeyBar.Entry(key: "→", title: "Open the menu")

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let mark = Self.mark.cellWidth
    let label =
      node.child(.part("label"))?.sizeThatFits(
        ProposedSize(width: proposal.width.map { max(0, $0 - mark) }, height: proposal.height))
      ?? Size(width: 0, height: 1)
    return Size(width: label.width + mark, height: max(1, label.height))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    let mark = Self.mark.cellWidth
    let label = node.child(.part("label"))
    let size =
      label?.sizeThatFits(
        ProposedSize(width: max(0, rect.width - mark), height: rect.height))
      ?? Size(width: 0, height: 1)
    let labelRect = Rect(x: rect.x, y: rect.y, width: size.width, height: rect.height)
    label?.render(in: labelRect, context: &context)
    context.draw(
      Self.mark, x: labelRect.maxX, y: rect.y, maxWidth: rect.maxX - labelRect.maxX,
      style: isEnabled ? Style(role: .accent) : .muted)
    if context.isFocused(node) && context.isVisible {
      let shown = Rect(
        x: rect.x, y: rect.y, width: min(rect.width, size.width + mark), height: rect.height)
      context.canvas.restyle(shown) { $0.adding(.reverse) }
    }
    guard isEnabled else { return }
    if let primaryAction {
      // A split button: the label acts, the mark and → open the list.
      let markX = labelRect.maxX
      let open = open
      context.addFocusTarget(node, rect: rect, help: [Self.openEntry]) { event in
        switch event {
        case .activate:
          primaryAction()
        case .click(let point):
          if point.x >= markX { open() } else { primaryAction() }
        case .key(.right):
          open()
        case .key, .paste:
          return false
        }
        return true
      }
    } else {
      context.addTapTarget(node, rect: rect, action: open)
    }
    // The key bar names the menu by its label, not by the items it holds.
    if context.focusTargets.last?.id == ObjectIdentifier(node) {
      let label = node.child(.part("label"))
      context.focusTargets[context.focusTargets.count - 1].activation = { [weak label] in
        label?.displayText ?? ""
      }
    }
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
  /// Tapped as a whole, or a control when it has a primary action.
  ///
  /// A list row holding only a menu opens it through its list; a split button has two
  /// actions, so it is a control of its own in a row (R48).
  var focusRole: FocusRole { primaryAction == nil ? .tap : .control }
}

extension Menu {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}
