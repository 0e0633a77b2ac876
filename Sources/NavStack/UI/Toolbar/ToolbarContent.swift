/// Content of a `.toolbar { }`, as SwiftUI's `ToolbarContent`: items, groups, and custom
/// structs with a `body` that may hold `if` and `switch` (R21).
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// The content this one is made of.
  associatedtype Body: ToolbarContent
  /// The items.
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}

/// Toolbar content that can be customised, as SwiftUI's; the same as `ToolbarContent` here.
public protocol CustomizableToolbarContent: ToolbarContent {}

/// Toolbar content the graph reads directly: its items with their placements.
@MainActor
protocol PrimitiveToolbarContent {
  var toolbarItems: [(ToolbarItemPlacement, any View)] { get }
}

extension ToolbarContent {
  /// The items of any toolbar content, custom ones through their bodies.
  var resolvedItems: [(ToolbarItemPlacement, any View)] {
    if let primitive = self as? any PrimitiveToolbarContent { return primitive.toolbarItems }
    return body.resolvedItems
  }
}

extension Never: ToolbarContent {}

/// Content that is there or not: an `if` without `else` in a toolbar builder.
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  /// A primitive content.
  public typealias Body = Never
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
  var toolbarItems: [(ToolbarItemPlacement, any View)] { self?.resolvedItems ?? [] }
}

/// One item: a view with a placement, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, CustomizableToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// A primitive item.
  public typealias Body = Never
}

extension ToolbarItem where ID == () {
  /// An item at `placement` (trailing by default, R18).
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item with an identifier, for customisation.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem: PrimitiveToolbarContent {
  var toolbarItems: [(ToolbarItemPlacement, any View)] { [(placement, content)] }
}

/// Several views with one placement, as SwiftUI's `ToolbarItemGroup`; its builder takes `if`
/// and `switch` (R21).
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// A group at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// A primitive group.
  public typealias Body = Never
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
  var toolbarItems: [(ToolbarItemPlacement, any View)] { [(placement, content)] }
}

/// Builds toolbar content, with `if`, `switch` and optionals (R21).
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
  /// One piece of content, unchanged.
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  /// Items in order.
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> TupleToolbarContent
  {
    var items: [(ToolbarItemPlacement, any View)] = []
    for item in repeat each content { items += item.resolvedItems }
    return TupleToolbarContent(items: items)
  }

  /// Each expression is toolbar content.
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  /// `if` without `else`: optional content, as SwiftUI's builder returns it (R21).
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
    content
  }

  /// The first branch of `if`/`else` or `switch`.
  public static func buildEither<First: ToolbarContent>(first: First) -> TupleToolbarContent {
    TupleToolbarContent(items: first.resolvedItems)
  }

  /// The second branch of `if`/`else` or `switch`.
  public static func buildEither<Second: ToolbarContent>(second: Second) -> TupleToolbarContent {
    TupleToolbarContent(items: second.resolvedItems)
  }

  /// `if #available`.
  public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content)
    -> TupleToolbarContent
  {
    TupleToolbarContent(items: content.resolvedItems)
  }
}

/// Toolbar items built from several pieces of content.
public struct TupleToolbarContent: ToolbarContent {
  let items: [(ToolbarItemPlacement, any View)]

  /// A primitive content.
  public typealias Body = Never
}

extension TupleToolbarContent: PrimitiveToolbarContent {
  var toolbarItems: [(ToolbarItemPlacement, any View)] { items }
}

extension ToolbarContent where Body == Never {
  /// Toolbar content the graph reads directly has no body; the graph never asks for it.
  public var body: Never { fatalError("\(Self.self) is read by the graph and has no body") }
}
