/// A value stepped up and down, as SwiftUI's `Stepper`: `  Qty: 3   [-] [+]`.
///
/// Terminal keys: → or + increments, ← or - decrements (so ← does not go back while a stepper
/// has focus); a click on `[-]` or `[+]` steps too. At a bound of its range that side is dimmed
/// and does nothing.
public struct Stepper<Label: View>: View {
  let label: Label
  let increment: (@MainActor () -> Void)?
  let decrement: (@MainActor () -> Void)?

  /// A stepper that runs `onIncrement` and `onDecrement`.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?
  ) {
    self.label = label()
    increment = onIncrement
    decrement = onDecrement
  }

  /// A stepper over `value`, kept in `bounds`, by `step`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = {
      value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step))
    }
    decrement = {
      value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step))
    }
  }

  /// A stepper over `value` with no bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
  }

  /// A primitive view.
  public typealias Body = Never
}

extension Stepper where Label == Text {
  /// `Stepper("Qty", value: $n, in: 0...10)`.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }

  /// `Stepper("Qty", value: $n, in: 0...10)`, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }

  /// `Stepper("Qty", value: $n)`, with no bounds.
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1)
  {
    self.init(value: value, step: step) { Text(titleKey) }
  }

  /// A titled stepper that runs `onIncrement` and `onDecrement`.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

extension Stepper: PrimitiveView {
  func update(node: ViewNode) {
    node.updateLabel(label)
    node.keepChildren([.part("label")])
    let increment = self.increment
    let decrement = self.decrement
    node.renderer = ControlRenderer(isEnabled: node.environment.isEnabled) {
      "[-] [+]"
    } handle: { event, x in
      let action: (@MainActor () -> Void)??
      switch event {
      case .key(.right), .key(.character("+")), .key(.character("=")): action = increment
      case .key(.left), .key(.character("-")), .key(.character("_")): action = decrement
      case .click(let point) where point.x >= x && point.x < x + 3: action = decrement
      case .click(let point) where point.x >= x + 4 && point.x < x + 7: action = increment
      case .click: action = .some(nil)
      case .key, .activate, .paste: action = nil
      }
      guard let action else { return false }
      action?()
      return true
    }
  }
}
