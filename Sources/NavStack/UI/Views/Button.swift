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

  /// A button with a title string and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { NavStack.Label(title, systemImage: systemImage) }
  }

  /// A button with a role, a title and a symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { NavStack.Label(titleKey, systemImage: systemImage) }
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
    let action = self.action
    node.declarations = [
      .button(ButtonInfo(role: role, isEnabled: enabled, action: action, node: node))
    ]
    switch node.environment.buttonStyle {
    case .builtIn(let look):
      updateBuiltIn(node: node, look: look, enabled: enabled)
    case .style(let style):
      // The style's body is drawn in an ordinary environment, so a button inside it is not
      // styled again; the button keeps focus, keys and clicks around it.
      updateStyled(node: node, enabled: enabled)
      let configuration = ButtonStyleConfiguration(
        role: role, label: .init(content: AnyView(label)), isPressed: false)
      node.updateChild(.part("label"), with: style.erasedBody(configuration: configuration))
      var renderer = ButtonRenderer(action: action, isEnabled: enabled)
      renderer.title = title
      node.renderer = renderer
    case .primitive(let style):
      // The body triggers the button (through `Button(configuration)`), so it takes focus.
      updateStyled(node: node, enabled: enabled)
      let configuration = PrimitiveButtonStyleConfiguration(
        role: role, label: .init(content: AnyView(label)), action: action)
      node.updateChild(.part("label"), with: style.erasedBody(configuration: configuration))
      node.renderer = ButtonRenderer(action: action, isEnabled: enabled, takesFocus: false)
    }
    node.keepChildren([.part("label")])
  }

  /// A built-in style: the label tinted (unless plain) and the look drawn around it.
  private func updateBuiltIn(node: ViewNode, look: ButtonLook, enabled: Bool) {
    let tinted = look != .plain || role == .destructive
    // The flags as one number: a token compared by its bytes, with nothing allocated.
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
    var renderer = ButtonRenderer(action: action, isEnabled: enabled)
    // A text label is named by what it shows; a `Label` by its title, which a label style
    // may not show (`.iconOnly`).
    if Label.self != Text.self { renderer.title = title }
    if look == .bordered || look == .prominent {
      let role: Style.Role = role == .destructive ? .destructive : .accent
      renderer.border = ButtonBorder(
        brackets: node.environment.buttonBorderShape.brackets, isFilled: look == .prominent,
        role: role)
    }
    node.renderer = renderer
  }

  /// The title the key bar names the button by, where its label is a text or a `Label` of a
  /// text: what a style draws around it, or an icon shown alone, is not its name.
  private var title: String? {
    // The label's type is compared, not cast: a cast goes through the runtime each time.
    var title: String?
    if Label.self == Text.self {
      title = withUnsafePointer(to: label) {
        UnsafeRawPointer($0).assumingMemoryBound(to: Text.self).pointee.plainText
      }
    } else if Label.self == NavStack.Label<Text, Image>.self {
      title = withUnsafePointer(to: label) {
        UnsafeRawPointer($0).assumingMemoryBound(to: NavStack.Label<Text, Image>.self).pointee
          .title.plainText
      }
    }
    // An empty title names nothing: the text it shows (an icon alone) does.
    return title?.isEmpty == false ? title : nil
  }

  /// A style of the app's: its body is drawn with the default button style, dimmed when the
  /// button is disabled.
  private func updateStyled(node: ViewNode, enabled: Bool) {
    node.deriveChildEnvironment(token: enabled ? 1 : 0) { values in
      values.buttonStyle = .builtIn(.tinted)
      if !enabled { values.textStyle.attributes.insert(.dim) }
    }
  }
}

/// What a bordered button draws around its label.
struct ButtonBorder: Equatable {
  let brackets: (open: String, close: String)
  /// Filled with the role's colour: the prominent style.
  let isFilled: Bool
  let role: Style.Role

  static func == (lhs: ButtonBorder, rhs: ButtonBorder) -> Bool {
    lhs.brackets == rhs.brackets && lhs.isFilled == rhs.isFilled && lhs.role == rhs.role
  }

  /// Cells taken beside the label: a bracket and a space on each side.
  static let width = 4
}

/// Draws a button's label, reversed while focused, and makes it focusable.
struct ButtonRenderer: NodeRenderer {
  let action: @MainActor () -> Void
  var isEnabled = true
  /// False where a primitive style's body triggers the button: the body's button is focused.
  var takesFocus = true
  /// The border of a bordered style, drawn around the label.
  var border: ButtonBorder?
  /// How it is focused: `.control` for a toggle drawn as a button or by a style.
  var role = FocusRole.tap
  /// The name the key bar gives the button while focused; nil for the text it shows.
  var title: String?
  /// False where the label is a style's body whose buttons are drawn but not focused: the
  /// control around them is the one target (a toggle's style).
  var labelTakesTargets = true

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    guard border != nil else {
      return node.child(.part("label"))?.sizeThatFits(proposal) ?? Size(width: 0, height: 0)
    }
    let inner = proposal.width.map { max(0, $0 - ButtonBorder.width) }
    let label =
      node.child(.part("label"))?.sizeThatFits(ProposedSize(width: inner, height: proposal.height))
      ?? Size(width: 0, height: 1)
    return Size(width: label.width + ButtonBorder.width, height: max(1, label.height))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    let focused = takesFocus && context.isFocused(node) && context.isVisible
    let takesTargets = context.takesTargets
    if !labelTakesTargets { context.takesTargets = false }
    if let border {
      renderBordered(border, node: node, in: rect, focused: focused, context: &context)
    } else {
      node.child(.part("label"))?.render(in: rect, context: &context)
      if focused { context.canvas.restyle(rect) { $0.adding(.reverse) } }
    }
    context.takesTargets = takesTargets
    guard isEnabled, takesFocus else { return }
    let action = self.action
    context.addTapTarget(node, rect: rect, action: action)
    if let title, context.focusTargets.last?.id == ObjectIdentifier(node) {
      context.focusTargets[context.focusTargets.count - 1].activation = { title }
    }
  }

  /// `[ label ]`, reversed while focused; filled: ` label ` on the role's colour, between
  /// brackets while focused.
  private func renderBordered(
    _ border: ButtonBorder, node: ViewNode, in rect: Rect, focused: Bool,
    context: inout RenderContext
  ) {
    // As wide as it measures, where a form or a list hands it the whole row.
    let width = min(
      rect.width,
      sizeThatFits(ProposedSize(width: rect.width, height: rect.height), node: node).width)
    guard width >= ButtonBorder.width else { return }
    let rect = Rect(x: rect.x, y: rect.y, width: width, height: rect.height)
    let inner = Rect(
      x: rect.x + 2, y: rect.y, width: rect.width - ButtonBorder.width, height: rect.height)
    node.child(.part("label"))?.render(in: inner, context: &context)
    let showsBrackets = !border.isFilled || focused
    var style = Style(role: isEnabled ? border.role : .muted)
    if !isEnabled { style = style.adding(.dim) }
    let open = showsBrackets ? border.brackets.open : " "
    let close = showsBrackets ? border.brackets.close : " "
    context.draw(open + " ", x: rect.x, y: rect.y, style: style)
    context.draw(" " + close, x: rect.maxX - 2, y: rect.y, style: style)
    guard context.isVisible else { return }
    if border.isFilled {
      let role = isEnabled ? border.role : Style.Role.muted
      let bold: Style.Attributes = focused ? .bold : []
      context.canvas.restyle(rect) {
        Style($0.attributes.union([.reverse]).union(bold), role: role)
      }
    } else if focused {
      context.canvas.restyle(rect) { $0.adding(.reverse) }
    }
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
  /// Tapped as a whole: a list row holding only this acts through its list.
  var focusRole: FocusRole { takesFocus ? role : .none }
}
