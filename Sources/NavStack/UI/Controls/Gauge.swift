/// A value within a range shown as a level, as SwiftUI's `Gauge` in its linear style: the label
/// with the current value's label at its right, then the bar between the bounds' labels.
///
/// ```
/// Battery                 80%
/// 0 ████████████████░░░░ 100
/// ```
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>:
  View
{
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel

  /// A gauge with its label, the current value's label and the bounds' labels.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) where MarkedValueLabels == EmptyView {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  /// The gauge and its labels, one above the other.
  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        label
        Spacer(minLength: 0)
        currentValueLabel
      }
      HStack {
        minimumValueLabel
        GaugeBar(fraction: fraction)
        maximumValueLabel
      }
    }
  }
}

extension Gauge
where
  CurrentValueLabel == EmptyView, BoundsLabel == EmptyView,
  MarkedValueLabels == EmptyView
{
  /// A gauge with a label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a label and the current value's label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

/// A gauge's bar: as wide as it is offered, filled to the value.
@usableFromInline struct GaugeBar: View, PrimitiveView {
  let fraction: Double

  @usableFromInline typealias Body = Never

  func update(node: ViewNode) {
    node.renderer = GaugeBarRenderer(fraction: fraction)
  }
}

/// Draws the bar as a progress view draws its own.
struct GaugeBarRenderer: NodeRenderer {
  let fraction: Double

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    Size(width: proposal.width ?? 20, height: 1)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard rect.height > 0 else { return }
    ProgressRenderer.drawBar(fraction, x: rect.x, y: rect.y, width: rect.width, context: &context)
  }
}
