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
