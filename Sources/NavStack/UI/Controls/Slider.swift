/// A value chosen from a range, as SwiftUI's `Slider`, drawn as a track with a thumb:
/// `  Volume  0 ━━━━━●────── 10`.
///
/// Terminal keys: ← and → (or - and +) move by `step`, or by a twentieth of the range when no
/// step is given; Home and End go to the bounds; a click on the track moves the thumb there.
/// `onEditingChanged` is called with true before a change and false after it, as a drag that
/// starts and ends.
public struct Slider<Label: View, ValueLabel: View>: View {
  let label: Label
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?
  let model: SliderModel

  /// A slider with a label and labels for its two ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(),
      model: SliderModel(value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged))
  }

  /// A slider that moves by `step`, with a label and labels for its two ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(),
      model: SliderModel(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged))
  }

  /// The one place the stored parts are set, for every public form.
  init(
    label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?, model: SliderModel
  ) {
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    self.model = model
  }

  /// A primitive view.
  public typealias Body = Never
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
      model: SliderModel(value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged))
  }

  /// A slider that moves by `step`, with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
      model: SliderModel(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged))
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider alone.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged)
  }

  /// A slider alone that moves by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: { EmptyView() },
      onEditingChanged: onEditingChanged)
  }
}

/// A slider's value as a fraction of its range, and the changes keys and clicks make to it.
@MainActor
struct SliderModel {
  /// Reads the value as a fraction of the range, 0 to 1.
  let fraction: @MainActor () -> Double
  /// Moves the value by a number of steps.
  let stepBy: @MainActor (Int) -> Void
  /// Sets the value at a fraction of the range, on a step.
  let setFraction: @MainActor (Double) -> Void

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?,
    onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    let low = Double(bounds.lowerBound)
    let span = Double(bounds.upperBound) - low
    let step = step.map { Double($0) } ?? span / 20
    fraction = { span > 0 ? (Double(value.wrappedValue) - low) / span : 0 }
    /// Writes `raw`, kept in the bounds and on a step from the lower bound.
    let write: @MainActor (Double) -> Void = { raw in
      var new = min(max(raw, low), low + span)
      if step > 0 { new = min(low + ((new - low) / step).rounded() * step, low + span) }
      guard V(new) != value.wrappedValue else { return }
      onEditingChanged(true)
      value.wrappedValue = V(new)
      onEditingChanged(false)
    }
    stepBy = { steps in write(Double(value.wrappedValue) + Double(steps) * step) }
    setFraction = { fraction in write(low + fraction * span) }
  }
}

extension Slider: PrimitiveView {
  func update(node: ViewNode) {
    node.updateLabel(label)
    var parts: [ChildKey] = [.part("label")]
    if let minimumValueLabel, let maximumValueLabel {
      node.updateChild(.part("minimum"), with: minimumValueLabel)
      node.updateChild(.part("maximum"), with: maximumValueLabel)
      parts += [.part("minimum"), .part("maximum")]
    }
    node.keepChildren(parts)
    let model = self.model
    // Read while updating, so that the slider is drawn again when the value changes.
    let fraction = node.readTracked { model.fraction() }
    node.renderer = SliderRenderer(
      isEnabled: node.environment.isEnabled, fraction: min(1, max(0, fraction)), model: model)
  }
}

/// Draws the label, the end labels and the track between them, and moves the value by key and
/// click.
struct SliderRenderer: NodeRenderer {
  let isEnabled: Bool
  let fraction: Double
  let model: SliderModel

  /// The narrowest track drawn.
  static let minimumTrack = 10

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let fixed = ControlLabel(node: node).leadingWidth() + endsWidth(node: node)
    let width = proposal.width ?? (fixed + 20)
    return Size(
      width: max(width, min(fixed + Self.minimumTrack, proposal.width ?? .max)), height: 1)
  }

  /// The end labels' widths, with a space between each and the track.
  private func endsWidth(node: ViewNode) -> Int {
    [ChildKey.part("minimum"), .part("maximum")].reduce(0) { total, key in
      guard let end = node.child(key) else { return total }
      return total + end.sizeThatFits(ProposedSize(width: nil, height: 1)).width + 1
    }
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    let focused = context.isFocused(node) && isEnabled
    var x = ControlLabel(node: node).draw(in: rect, isFocused: focused, context: &context)
    var right = rect.maxX
    if let minimum = node.child(.part("minimum")) {
      let width = minimum.sizeThatFits(ProposedSize(width: nil, height: 1)).width
      minimum.render(in: Rect(x: x, y: rect.y, width: width, height: 1), context: &context)
      x += width + 1
    }
    if let maximum = node.child(.part("maximum")) {
      let width = maximum.sizeThatFits(ProposedSize(width: nil, height: 1)).width
      right -= width
      maximum.render(in: Rect(x: right, y: rect.y, width: width, height: 1), context: &context)
      right -= 1
    }
    let track = max(1, right - x)
    let thumb = min(track - 1, Int((Double(track - 1) * fraction).rounded()))
    var style = Style(role: .accent)
    if !isEnabled { style = .muted }
    context.draw(String(repeating: "━", count: thumb), x: x, y: rect.y, style: style)
    context.draw(
      "●", x: x + thumb, y: rect.y, style: focused ? Style(.reverse, role: .accent) : style)
    context.draw(
      String(repeating: "─", count: track - thumb - 1), x: x + thumb + 1, y: rect.y,
      style: .muted)
    guard isEnabled else { return }
    let model = self.model
    let start = x
    context.addFocusTarget(node, rect: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)) {
      event in
      switch event {
      case .key(.right), .key(.character("+")), .key(.character("=")): model.stepBy(1)
      case .key(.left), .key(.character("-")), .key(.character("_")): model.stepBy(-1)
      case .key(.home): model.setFraction(0)
      case .key(.end): model.setFraction(1)
      case .click(let point) where point.x >= start && point.x < start + track:
        model.setFraction(track > 1 ? Double(point.x - start) / Double(track - 1) : 0)
      case .click: break
      case .key, .activate, .paste: return false
      }
      return true
    }
  }

  /// A labelled control draws its own focus column.
  var drawsFocusMarker: Bool { true }
  /// A control of its own, focused even inside a list's row (R48).
  var focusRole: FocusRole { .control }
}

extension Slider {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}
