/// Edges of a rectangle, for `.padding(_:_:)`, as SwiftUI's `Edge.Set`.
public enum Edge: Hashable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// A set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1)
    /// The left edge.
    public static let leading = Set(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 4)
    /// The right edge.
    public static let trailing = Set(rawValue: 8)
    /// Left and right.
    public static let horizontal: Set = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Space around the content, in cells (converted from points by `CellScale`).
@usableFromInline struct PaddingModifier: ViewModifier, PrimitiveModifier {
  let top: Int
  let leading: Int
  let bottom: Int
  let trailing: Int

  func update(node: ViewNode, content: any View) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PaddingRenderer(padding: self)
  }
}

/// Pads its content; padding wider than the space gives way before the content does (R51).
///
/// SwiftUI's padding is small beside a phone's screen, so it never leaves a fitting button
/// nothing. In cells it can: when the padding along an axis would leave the content less than
/// half the space (or less than its ideal length, if that is shorter), the padding shrinks,
/// each side in proportion, until the content has that much.
struct PaddingRenderer: NodeRenderer {
  let padding: PaddingModifier
  private var horizontal: Int { padding.leading + padding.trailing }
  private var vertical: Int { padding.top + padding.bottom }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let (leading, trailing) = given(
      padding.leading, padding.trailing, in: proposal.width, node: node, vertical: false)
    let (top, bottom) = given(
      padding.top, padding.bottom, in: proposal.height, node: node, vertical: true)
    let inner = ProposedSize(
      width: proposal.width.map { max(0, $0 - leading - trailing) },
      height: proposal.height.map { max(0, $0 - top - bottom) })
    let size = node.child(.content)?.sizeThatFits(inner) ?? Size(width: 0, height: 0)
    return Size(width: size.width + leading + trailing, height: size.height + top + bottom)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    let (leading, trailing) = given(
      padding.leading, padding.trailing, in: rect.width, node: node, vertical: false)
    let (top, bottom) = given(
      padding.top, padding.bottom, in: rect.height, node: node, vertical: true)
    let inner = Rect(
      x: rect.x + leading, y: rect.y + top,
      width: max(0, rect.width - leading - trailing),
      height: max(0, rect.height - top - bottom))
    node.child(.content)?.render(in: inner, context: &context)
  }

  /// The padding on the two sides of an axis for `space` offered along it: all of it unless it
  /// would leave the content less than half the space or its ideal length, whichever is less.
  private func given(_ first: Int, _ second: Int, in space: Int?, node: ViewNode, vertical: Bool)
    -> (Int, Int)
  {
    let total = first + second
    // Only padding over half the space can squeeze the content below half of it.
    guard let space, total > 0, total * 2 > space else { return (first, second) }
    let ideal = node.child(.content)?.sizeThatFits(.ideal) ?? Size(width: 0, height: 0)
    let wanted = min(vertical ? ideal.height : ideal.width, (space + 1) / 2)
    let left = max(0, space - wanted)
    guard left < total else { return (first, second) }
    let firstGiven = first * left / total
    return (firstGiven, left - firstGiven)
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}

/// A frame of fixed or bounded size around the content, which is placed in it by alignment.
@usableFromInline struct FrameModifier: ViewModifier, PrimitiveModifier {
  var width: Int?
  var height: Int?
  var minWidth: Int?
  var maxWidth: Int?
  var minHeight: Int?
  var maxHeight: Int?
  var alignment: Alignment

  func update(node: ViewNode, content: any View) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = FrameRenderer(frame: self)
  }
}

struct FrameRenderer: NodeRenderer {
  let frame: FrameModifier

  private func clamp(_ value: Int, min lower: Int?, max upper: Int?) -> Int {
    var result = value
    if let upper { result = Swift.min(result, upper) }
    if let lower { result = Swift.max(result, lower) }
    return result
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let f = frame
    var inner = proposal
    if let width = f.width { inner.width = width }
    if let height = f.height { inner.height = height }
    if let width = inner.width { inner.width = clamp(width, min: f.minWidth, max: f.maxWidth) }
    if let height = inner.height {
      inner.height = clamp(height, min: f.minHeight, max: f.maxHeight)
    }
    let child = node.child(.content)?.sizeThatFits(inner) ?? Size(width: 0, height: 0)
    var width = f.width ?? clamp(child.width, min: f.minWidth, max: f.maxWidth)
    var height = f.height ?? clamp(child.height, min: f.minHeight, max: f.maxHeight)
    // A frame with an unbounded maximum takes what it is offered, as SwiftUI's does.
    if f.width == nil, f.maxWidth == unboundedExtent, let offered = proposal.width {
      width = Swift.max(width, offered)
    }
    if f.height == nil, f.maxHeight == unboundedExtent, let offered = proposal.height {
      height = Swift.max(height, offered)
    }
    if let offered = proposal.width, f.maxWidth == unboundedExtent {
      width = Swift.min(width, offered)
    }
    if let offered = proposal.height, f.maxHeight == unboundedExtent {
      height = Swift.min(height, offered)
    }
    return Size(width: width, height: height)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard let child = node.child(.content) else { return }
    let size = child.sizeThatFits(ProposedSize(rect.size))
    child.render(in: frame.alignment.place(size, in: rect), context: &context)
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}

/// The content drawn moved by whole cells, its place in the layout unchanged, as SwiftUI's
/// `offset`.
@usableFromInline struct OffsetModifier: ViewModifier, PrimitiveModifier {
  let x: Int
  let y: Int

  func update(node: ViewNode, content: any View) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = OffsetRenderer(x: x, y: y)
  }
}

/// Measures as its content and draws it moved; it draws outside its rectangle, so its cells
/// are not kept as its node's own.
struct OffsetRenderer: NodeRenderer {
  let x: Int
  let y: Int

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.child(.content)?.sizeThatFits(proposal) ?? Size(width: 0, height: 0)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    node.child(.content)?.render(
      in: Rect(x: rect.x + x, y: rect.y + y, width: rect.width, height: rect.height),
      context: &context)
  }
}

/// Opacity: in cells, either drawn (above zero) or not drawn and not hit (zero).
@usableFromInline struct OpacityModifier: ViewModifier, PrimitiveModifier {
  let isVisible: Bool

  @usableFromInline init(isVisible: Bool) { self.isVisible = isVisible }

  func update(node: ViewNode, content: any View) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = VisibilityRenderer(isVisible: isVisible)
  }
}

struct VisibilityRenderer: NodeRenderer {
  let isVisible: Bool
  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.child(.content)?.sizeThatFits(proposal) ?? Size(width: 0, height: 0)
  }
  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    let saved = context.isVisible
    if !isVisible { context.isVisible = false }
    node.child(.content)?.render(in: rect, context: &context)
    context.isVisible = saved
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}

/// Another view drawn over (or under) the content, in the content's frame.
@usableFromInline struct OverlayModifier: ViewModifier, PrimitiveModifier {
  let layer: any View
  let alignment: Alignment
  let isBackground: Bool

  func update(node: ViewNode, content: any View) {
    node.updateChild(.content, with: content)
    node.updateChild(.part("layer"), with: layer)
    node.keepChildren([.content, .part("layer")])
    node.renderer = LayerRenderer(alignment: alignment, isBackground: isBackground)
  }
}

struct LayerRenderer: NodeRenderer {
  let alignment: Alignment
  let isBackground: Bool
  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.child(.content)?.sizeThatFits(proposal) ?? Size(width: 0, height: 0)
  }
  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard let content = node.child(.content), let layer = node.child(.part("layer")) else {
      return
    }
    let size = layer.sizeThatFits(ProposedSize(rect.size))
    let layerRect = alignment.place(size, in: rect)
    guard isBackground else {
      content.render(in: rect, context: &context)
      layer.render(in: layerRect, context: &context)
      return
    }
    layer.render(in: layerRect, context: &context)
    // The content is drawn over the background without taking its style away.
    let under = context.canvas.styles(in: layerRect)
    content.render(in: rect, context: &context)
    context.canvas.underlay(under, in: layerRect)
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}

/// An explicit identity: a new value makes a new view, with fresh state.
@usableFromInline struct IdentityModifier: ViewModifier, PrimitiveModifier {
  let id: AnyHashable

  @usableFromInline init(id: AnyHashable) { self.id = id }

  func update(node: ViewNode, content: any View) {
    node.updateChild(.id(id), with: content)
    node.keepChildren([.id(id)])
    // Inside a `ScrollViewReader`, a view that is one view notes where it is drawn, so a
    // proxy can scroll to it; anywhere else the identity lays out as its content.
    if let targets = node.environment.scrollTargets,
      node.child(.id(id))?.layoutChildren.count == 1
    {
      node.renderer = IdentifiedRenderer(id: id, targets: targets)
    } else {
      node.renderer = nil
    }
  }
}

extension View {
  /// Space of `length` points on `edges`, in whole cells (`CellScale`); by default SwiftUI's
  /// 16 points: one column left and right, no rows.
  public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some View {
    let columns = max(0, CellScale.gap(length ?? 16, along: .horizontal))
    let rows = max(0, CellScale.gap(length ?? 16, along: .vertical))
    return modifier(
      PaddingModifier(
        top: edges.contains(.top) ? rows : 0, leading: edges.contains(.leading) ? columns : 0,
        bottom: edges.contains(.bottom) ? rows : 0,
        trailing: edges.contains(.trailing) ? columns : 0))
  }

  /// Space of `length` points on every edge, in whole cells (`CellScale`).
  public func padding(_ length: Double) -> some View {
    padding(.all, length)
  }

  /// A fixed size in points, as cells by `CellScale`; nil keeps the content's.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      FrameModifier(
        width: width.map { CellScale.size($0, along: .horizontal) },
        height: height.map { CellScale.size($0, along: .vertical) },
        alignment: alignment))
  }

  /// Bounds in points, as cells by `CellScale`; `.infinity` as a maximum takes all the space
  /// offered.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      FrameModifier(
        minWidth: minWidth.map { CellScale.size($0, along: .horizontal) },
        maxWidth: maxWidth.map { CellScale.size($0, along: .horizontal) },
        minHeight: minHeight.map { CellScale.size($0, along: .vertical) },
        maxHeight: maxHeight.map { CellScale.size($0, along: .vertical) },
        alignment: alignment))
  }

  /// Draws the view moved by `x` and `y` points, in whole cells (`CellScale`): its place in
  /// the layout stays, as in SwiftUI.
  public func offset(x: Double = 0, y: Double = 0) -> some View {
    modifier(
      OffsetModifier(
        x: CellScale.gap(x, along: .horizontal), y: CellScale.gap(y, along: .vertical)))
  }

  /// Zero hides the view and takes it out of focus and clicks; anything above draws it.
  @inlinable public func opacity(_ opacity: Double) -> some View {
    modifier(OpacityModifier(isVisible: opacity > 0))
  }

  /// Hides the view; it keeps its space.
  @inlinable public func hidden() -> some View {
    modifier(OpacityModifier(isVisible: false))
  }

  /// Draws `overlay` over this view, in its frame.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(OverlayModifier(layer: content(), alignment: alignment, isBackground: false))
  }

  /// Draws `overlay` over this view, in its frame.
  ///
  /// Disfavoured, as a colour or a gradient is also a style: `.overlay(Color.red)` takes
  /// `overlay(_:ignoresSafeAreaEdges:)`, which draws the same.
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(OverlayModifier(layer: overlay, alignment: alignment, isBackground: false))
  }

  /// Draws `background` under this view, in its frame.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(OverlayModifier(layer: content(), alignment: alignment, isBackground: true))
  }

  /// Draws `background` under this view, in its frame.
  ///
  /// Disfavoured, as a colour or a gradient is also a style: `.background(Color.red)` takes
  /// `background(_:ignoresSafeAreaEdges:)`, which draws the same.
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(OverlayModifier(layer: background, alignment: alignment, isBackground: true))
  }

  /// Gives the view an explicit identity; a new value starts it afresh (R40).
  @inlinable public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IdentityModifier(id: AnyHashable(id)))
  }
}
