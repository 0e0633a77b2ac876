/// Something the user presses, as SwiftUI's `Button`: Enter, Space or a click activates it.
///
/// In content it is a focusable label; in a toolbar it is drawn `[Title]` on the bar, with a
/// key: its `.keyboardShortcut`, or the first free letter of its title.
public struct Button<Label: View>: View {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label

  /// A button with a built label.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.role = nil
    self.action = action
    self.label = label()
  }

  /// A button with a role and a built label.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension Button where Label == Text {
  /// A button titled with a string literal.
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }

  /// A button titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button with a role, titled with a string literal.
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a role, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == NavStack.Label<Text, Image> {
  /// A button with a title and a symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { NavStack.Label(titleKey, systemImage: systemImage) }
  }
}

/// What a button does, as SwiftUI's `ButtonRole`: cancel buttons take Esc in alerts;
/// destructive ones are drawn in their own colour.
public struct ButtonRole: Hashable, Sendable {
  let kind: Int
  /// Dismisses without acting.
  public static let cancel = ButtonRole(kind: 0)
  /// Deletes or discards.
  public static let destructive = ButtonRole(kind: 1)
}

extension Button: PrimitiveView {
  func update(node: ViewNode) {
    let enabled = node.environment.isEnabled
    let tinted = !node.environment.buttonStyle.isPlain || role == .destructive
    // The three flags as one number: a token compared by its bytes, with nothing allocated.
    let token = (enabled ? 1 : 0) | (role == .destructive ? 2 : 0) | (tinted ? 4 : 0)
    node.deriveChildEnvironment(token: token) { values in
      var style = values.textStyle
      if style.role == .plain && tinted {
        style.role = role == .destructive ? .destructive : .accent
      }
      if !enabled { style.attributes.insert(.dim) }
      values.textStyle = style
    }
    node.updateChild(.part("label"), with: label)
    node.keepChildren([.part("label")])
    let action = self.action
    node.declarations = [
      .button(ButtonInfo(role: role, isEnabled: enabled, action: action, node: node))
    ]
    node.renderer = ButtonRenderer(action: action, isEnabled: enabled)
  }
}

/// Draws a button's label, reversed while focused, and makes it focusable.
struct ButtonRenderer: NodeRenderer {
  let action: @MainActor () -> Void
  var isEnabled = true

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.child(.part("label"))?.sizeThatFits(proposal) ?? Size(width: 0, height: 0)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    node.child(.part("label"))?.render(in: rect, context: &context)
    if context.isFocused(node) && context.isVisible {
      context.canvas.restyle(rect) { $0.adding(.reverse) }
    }
    guard isEnabled else { return }
    let action = self.action
    context.addTapTarget(node, rect: rect, action: action)
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
  /// Tapped as a whole: a list row holding only this acts through its list.
  var focusRole: FocusRole { .tap }
}
