/// Progress, as SwiftUI's `ProgressView`: a spinner glyph while the amount is unknown, else a
/// bar of cells with the percentage (`████░░░░  50%`), under its label when it has one.
///
/// Terminal drawing: the spinner's frame follows the window's clock (virtual in replays), so a
/// replay draws the same frames every time.
public struct ProgressView<Label: View>: View {
  let fraction: Double?
  let label: Label?

  /// A spinner with a built label.
  public init(@ViewBuilder label: () -> Label) {
    fraction = nil
    self.label = label()
  }

  /// A bar at `value` of `total`, with a built label.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
    self.label = label()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension ProgressView where Label == EmptyView {
  /// A spinner alone.
  public init() {
    fraction = nil
    label = nil
  }

  /// A bar at `value` of `total`; nil draws a spinner.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
    label = nil
  }
}

extension ProgressView where Label == Text {
  /// A spinner titled with a literal: `ProgressView("Loading…")`.
  public init(_ titleKey: LocalizedStringKey) {
    self.init { Text(titleKey) }
  }

  /// A bar titled with a literal.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(value: value, total: total) { Text(titleKey) }
  }
}

extension ProgressView: PrimitiveView {
  func update(node: ViewNode) {
    if let label {
      node.updateChild(.part("label"), with: label)
      node.keepChildren([.part("label")])
    } else {
      node.keepChildren([])
    }
    node.renderer = ProgressRenderer(fraction: fraction.map { min(1, max(0, $0)) })
  }
}

/// Draws the spinner beside the label, or the label above a bar as wide as it is offered.
struct ProgressRenderer: NodeRenderer {
  let fraction: Double?

  static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  /// Milliseconds each spinner frame lasts.
  static let frameLength = 100

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let label = node.child(.part("label"))?.sizeThatFits(
      ProposedSize(width: proposal.width, height: 1))
    guard fraction != nil else {
      return Size(width: 1 + (label.map { $0.width + 1 } ?? 0), height: 1)
    }
    return Size(width: proposal.width ?? 24, height: 1 + (label == nil ? 0 : 1))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    let label = node.child(.part("label"))
    guard let fraction else {
      let now = Scheduler.current?.now ?? 0
      context.drawsFromTheClock = true
      let frame = Self.frames[(now / Self.frameLength) % Self.frames.count]
      context.draw(frame, x: rect.x, y: rect.y, style: Style(role: .accent))
      label?.render(
        in: Rect(x: rect.x + 2, y: rect.y, width: max(0, rect.width - 2), height: 1),
        context: &context)
      return
    }
    var y = rect.y
    if let label {
      label.render(in: Rect(x: rect.x, y: y, width: rect.width, height: 1), context: &context)
      y += 1
    }
    guard y < rect.maxY else { return }
    let percent = "\(Int((fraction * 100).rounded()))%".leftPadded(to: 5)
    let barWidth = max(0, rect.width - percent.count)
    Self.drawBar(fraction, x: rect.x, y: y, width: barWidth, context: &context)
    context.draw(percent, x: rect.x + barWidth, y: y, maxWidth: rect.maxX - rect.x - barWidth)
  }

  /// Draws a bar of `width` cells filled to `fraction`: `████░░░░`, as a gauge draws too.
  static func drawBar(
    _ fraction: Double, x: Int, y: Int, width: Int, context: inout RenderContext
  ) {
    let filled = Int((Double(width) * min(1, max(0, fraction))).rounded())
    context.draw(String(repeating: "█", count: filled), x: x, y: y, style: Style(role: .accent))
    context.draw(String(repeating: "░", count: width - filled), x: x + filled, y: y, style: .muted)
  }
}

extension String {
  /// The string with spaces before it, to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
