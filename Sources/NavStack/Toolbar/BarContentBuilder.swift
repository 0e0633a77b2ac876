/// Builds toolbar declarations with `if`, `if let`, `switch` and `for` at any level (R21).
///
/// SwiftUI's own builder refused control flow around `ToolbarItem` for years (the third post);
/// here every branch is a list of items, and an empty branch adds nothing at all.
@MainActor
@resultBuilder
public enum BarContentBuilder {
  public static func buildExpression(_ content: some BarContent) -> [BarItem] {
    content.toolbarItems
  }
  public static func buildExpression(_ empty: EmptyToolbarContent) -> [BarItem] { [] }
  public static func buildBlock(_ parts: [BarItem]...) -> [BarItem] {
    parts.flatMap { $0 }
  }
  public static func buildOptional(_ part: [BarItem]?) -> [BarItem] { part ?? [] }
  public static func buildEither(first part: [BarItem]) -> [BarItem] { part }
  public static func buildEither(second part: [BarItem]) -> [BarItem] { part }
  public static func buildArray(_ parts: [[BarItem]]) -> [BarItem] {
    parts.flatMap { $0 }
  }
  public static func buildLimitedAvailability(_ part: [BarItem]) -> [BarItem] { part }
  public static func buildFinalResult(_ items: [BarItem]) -> BarItemList {
    BarItemList(items)
  }
}

/// Builds the buttons of a `ToolbarItemGroup`, control flow included.
@MainActor
@resultBuilder
public enum ButtonListBuilder {
  public static func buildExpression(_ button: BarButton) -> [BarButton] { [button] }
  public static func buildExpression(_ empty: EmptyToolbarContent) -> [BarButton] { [] }
  public static func buildBlock(_ parts: [BarButton]...) -> [BarButton] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [BarButton]?) -> [BarButton] { part ?? [] }
  public static func buildEither(first part: [BarButton]) -> [BarButton] { part }
  public static func buildEither(second part: [BarButton]) -> [BarButton] { part }
  public static func buildArray(_ parts: [[BarButton]]) -> [BarButton] { parts.flatMap { $0 } }
}

/// Nothing, for a builder branch that adds no item (the third post's `case .none: EmptyView()`).
public struct EmptyToolbarContent: Sendable {
  public init() {}
}
