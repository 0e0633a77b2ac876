/// A column built as a `VStack` is, as SwiftUI's `LazyVStack`.
///
/// SwiftUI builds a lazy stack's views as they scroll into sight. Here every child is built:
/// a `ScrollView` draws its whole content to know its height, and a stack's children are
/// measured together. `List` is the container that builds only the rows on screen; use it for
/// long data.
public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content

  /// A column of the built children; `pinnedViews` is accepted (headers scroll with the rows).
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension LazyVStack: PrimitiveView {
  func update(node: ViewNode) {
    VStack(alignment: alignment, spacing: spacing) { content }.update(node: node)
  }

  static var isComparedByChildren: Bool { true }
}

/// A row built as an `HStack` is, as SwiftUI's `LazyHStack`; every child is built, as in
/// `LazyVStack`.
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: Content

  /// A row of the built children; `pinnedViews` is accepted.
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension LazyHStack: PrimitiveView {
  func update(node: ViewNode) {
    HStack(alignment: alignment, spacing: spacing) { content }.update(node: node)
  }

  static var isComparedByChildren: Bool { true }
}

/// Which views of a lazy stack or grid stay pinned while it scrolls, as SwiftUI's
/// `PinnedScrollableViews`; accepted, since section headers here scroll with their rows.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt32
  /// A set from its bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension LazyVStack {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension LazyHStack {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}
