/// A switch bound to a Bool, as SwiftUI's `Toggle`, drawn as a checkbox: `  Done   [x]`, or
/// as its `toggleStyle` draws it.
///
/// Terminal keys: Space, Enter or a click flips it. It is drawn as macOS draws a checkbox in a
/// form, with the label in the label column; `.labelsHidden()` leaves the box alone.
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle with a built label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension Toggle where Label == Text {
  /// A toggle titled with a literal: `Toggle("Done", isOn: $done)`.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == NavStack.Label<Text, Image> {
  /// A toggle titled with a literal and a symbol: `Toggle("Wi-Fi", systemImage: "wifi", isOn:)`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { NavStack.Label(titleKey, systemImage: systemImage) }
  }

  /// A toggle titled with a string and a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { NavStack.Label(title, systemImage: systemImage) }
  }
}

extension Toggle: PrimitiveView {
  func update(node: ViewNode) {
    let isOn = self.isOn
    // Read while updating, so that the toggle is updated when the value changes.
    let on = node.readTracked { isOn.wrappedValue }
    let enabled = node.environment.isEnabled
    switch node.environment.toggleStyle {
    case .builtIn(.button):
      updateAsButton(node: node, isOn: on, enabled: enabled)
    case .builtIn(let look):
      node.updateLabel(label)
      let shown = look == .switch ? (on ? "(on ●)" : "(○ off)") : (on ? "[x]" : "[ ]")
      node.renderer = ControlRenderer(isEnabled: enabled) {
        shown
      } handle: { event, _ in
        switch event {
        case .activate, .click:
          isOn.wrappedValue.toggle()
          return true
        case .key, .paste:
          return false
        }
      }
    case .style(let style):
      // The body is drawn in an ordinary environment, so a toggle inside is not styled again.
      node.deriveChildEnvironment(token: enabled ? 1 : 0) { values in
        values.toggleStyle = .builtIn(.checkbox)
        if !enabled { values.textStyle.attributes.insert(.dim) }
      }
      let configuration = ToggleStyleConfiguration(
        label: .init(content: AnyView(label)), isOn: isOn, isMixed: false)
      node.updateChild(.part("label"), with: style.erasedBody(configuration: configuration))
      var renderer = ButtonRenderer(action: { isOn.wrappedValue.toggle() }, isEnabled: enabled)
      renderer.role = .control
      renderer.labelTakesTargets = false
      node.renderer = renderer
    }
    node.keepChildren([.part("label")])
  }

  /// The `.button` style: the label as a bordered button, filled while on.
  private func updateAsButton(node: ViewNode, isOn on: Bool, enabled: Bool) {
    node.deriveChildEnvironment(token: enabled ? 1 : 0) { values in
      if values.textStyle.role == .plain { values.textStyle.role = .accent }
      if !enabled { values.textStyle.attributes.insert(.dim) }
    }
    node.updateChild(.part("label"), with: label)
    let isOn = self.isOn
    var renderer = ButtonRenderer(action: { isOn.wrappedValue.toggle() }, isEnabled: enabled)
    renderer.border = ButtonBorder(
      brackets: node.environment.buttonBorderShape.brackets, isFilled: on, role: .accent)
    renderer.role = .control
    node.renderer = renderer
  }
}

/// Draws a labelled control whose value is a short text (`[x]`, `Red ▾`, `[-] 3 [+]`),
/// reversed while focused, and hands it the events it is sent.
struct ControlRenderer: NodeRenderer {
  let isEnabled: Bool
  /// The control's text, read when drawn so it shows the bound value of this frame.
  let value: @MainActor () -> String
  /// Handles an event, given the column where the value starts.
  let handle: @MainActor (FocusEvent, Int) -> Bool

  init(
    isEnabled: Bool, value: @escaping @MainActor () -> String,
    handle: @escaping @MainActor (FocusEvent, Int) -> Bool
  ) {
    self.isEnabled = isEnabled
    self.value = value
    self.handle = handle
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let width = ControlLabel(node: node).leadingWidth() + value().cellWidth
    return Size(width: min(width, proposal.width ?? width), height: 1)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    let focused = context.isFocused(node) && isEnabled
    let x = ControlLabel(node: node).draw(in: rect, isFocused: focused, context: &context)
    let shown = value()
    var style = Style(role: .accent)
    if !isEnabled { style = .muted }
    let width = context.draw(shown, x: x, y: rect.y, maxWidth: rect.maxX - x, style: style)
    if focused && context.isVisible {
      context.canvas.restyle(Rect(x: x, y: rect.y, width: width, height: 1)) {
        $0.adding(.reverse)
      }
    }
    guard isEnabled else { return }
    let handle = self.handle
    context.addFocusTarget(node, rect: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)) {
      event in handle(event, x)
    }
  }
  /// A control of its own, focused even inside a list's row (R48).
  var focusRole: FocusRole { .control }
}
