/// A switch bound to a Bool, as SwiftUI's `Toggle`, drawn as a checkbox: `  Done   [x]`.
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

extension Toggle: PrimitiveView {
  func update(node: ViewNode) {
    node.updateLabel(label)
    node.keepChildren([.part("label")])
    let isOn = self.isOn
    // Read while updating, so that the toggle is updated when the value changes.
    let shown = node.readTracked { isOn.wrappedValue } ? "[x]" : "[ ]"
    node.renderer = ControlRenderer(isEnabled: node.environment.isEnabled) {
      shown
    } handle: { event, _, _ in
      switch event {
      case .activate, .click:
        isOn.wrappedValue.toggle()
        return true
      case .key, .paste:
        return false
      }
    }
  }
}

/// Draws a labelled control whose value is a short text (`[x]`, `Red ▾`, `[-] 3 [+]`),
/// reversed while focused, and hands it the events it is sent.
struct ControlRenderer: NodeRenderer {
  let isEnabled: Bool
  /// The control's text, read when drawn so it shows the bound value of this frame.
  let value: @MainActor () -> String
  /// Handles an event, given the column where the value starts and the window.
  let handle: @MainActor (FocusEvent, Int, ViewHost?) -> Bool

  init(
    isEnabled: Bool, value: @escaping @MainActor () -> String,
    handle: @escaping @MainActor (FocusEvent, Int, ViewHost?) -> Bool
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
    let host = context.host
    context.addFocusTarget(node, rect: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)) {
      [weak host] event in handle(event, x, host)
    }
  }
  /// A control of its own, focused even inside a list's row (R48).
  var focusRole: FocusRole { .control }
}
