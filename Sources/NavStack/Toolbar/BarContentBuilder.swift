/// Builds toolbar declarations with `if`, `if let`, `switch` and `for` at any level (R21).
///
/// SwiftUI's own builder refused control flow around `ToolbarItem` for years (the third post);
/// here every branch is a list of items, and an empty branch adds nothing at all.
@MainActor
@resultBuilder
public enum BarContentBuilder {
  /// An item, a group or custom content, as its items.
  public static func buildExpression(_ content: some BarContent) -> [BarItem] {
    content.toolbarItems
  }
  /// An empty branch: no item.
  public static func buildExpression(_ empty: EmptyToolbarContent) -> [BarItem] { [] }
  /// The items of each line, in order.
  public static func buildBlock(_ parts: [BarItem]...) -> [BarItem] {
    parts.flatMap { $0 }
  }
  /// An `if` without `else`: its items, or none.
  public static func buildOptional(_ part: [BarItem]?) -> [BarItem] { part ?? [] }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [BarItem]) -> [BarItem] { part }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [BarItem]) -> [BarItem] { part }
  /// A `for` loop: the items of every pass, in order.
  public static func buildArray(_ parts: [[BarItem]]) -> [BarItem] {
    parts.flatMap { $0 }
  }
  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ part: [BarItem]) -> [BarItem] { part }
  /// The items, as one toolbar declaration.
  public static func buildFinalResult(_ items: [BarItem]) -> BarItemList {
    BarItemList(items)
  }
}

/// Builds the buttons of a `ToolbarItemGroup`, control flow included.
@MainActor
@resultBuilder
public enum ButtonListBuilder {
  /// A button.
  public static func buildExpression(_ button: BarButton) -> [BarButton] { [button] }
  /// An empty branch: no button.
  public static func buildExpression(_ empty: EmptyToolbarContent) -> [BarButton] { [] }
  /// The buttons of each line, in order.
  public static func buildBlock(_ parts: [BarButton]...) -> [BarButton] { parts.flatMap { $0 } }
  /// An `if` without `else`: its buttons, or none.
  public static func buildOptional(_ part: [BarButton]?) -> [BarButton] { part ?? [] }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [BarButton]) -> [BarButton] { part }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [BarButton]) -> [BarButton] { part }
  /// A `for` loop: the buttons of every pass, in order.
  public static func buildArray(_ parts: [[BarButton]]) -> [BarButton] { parts.flatMap { $0 } }
}

/// Nothing, for a builder branch that adds no item (the third post's `case .none: EmptyView()`).
public struct EmptyToolbarContent: Sendable {
  /// Nothing.
  public init() {}
}
