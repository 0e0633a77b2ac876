/// Builds toolbar declarations with `if`, `if let`, `switch` and `for` at any level (R21).
///
/// SwiftUI's own builder refused control flow around `ToolbarItem` for years (the third post);
/// here every branch is a list of items, and an empty branch adds nothing at all.
@MainActor
@resultBuilder
public enum ToolbarContentBuilder {
  public static func buildExpression(_ content: some ToolbarContent) -> [ToolbarItem] {
    content.toolbarItems
  }
  public static func buildExpression(_ empty: EmptyView) -> [ToolbarItem] { [] }
  public static func buildBlock(_ parts: [ToolbarItem]...) -> [ToolbarItem] {
    parts.flatMap { $0 }
  }
  public static func buildOptional(_ part: [ToolbarItem]?) -> [ToolbarItem] { part ?? [] }
  public static func buildEither(first part: [ToolbarItem]) -> [ToolbarItem] { part }
  public static func buildEither(second part: [ToolbarItem]) -> [ToolbarItem] { part }
  public static func buildArray(_ parts: [[ToolbarItem]]) -> [ToolbarItem] {
    parts.flatMap { $0 }
  }
  public static func buildLimitedAvailability(_ part: [ToolbarItem]) -> [ToolbarItem] { part }
  public static func buildFinalResult(_ items: [ToolbarItem]) -> ToolbarItemList {
    ToolbarItemList(items)
  }
}

/// Builds the buttons of a `ToolbarItemGroup`, control flow included.
@MainActor
@resultBuilder
public enum ButtonListBuilder {
  public static func buildExpression(_ button: Button) -> [Button] { [button] }
  public static func buildExpression(_ empty: EmptyView) -> [Button] { [] }
  public static func buildBlock(_ parts: [Button]...) -> [Button] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Button]?) -> [Button] { part ?? [] }
  public static func buildEither(first part: [Button]) -> [Button] { part }
  public static func buildEither(second part: [Button]) -> [Button] { part }
  public static func buildArray(_ parts: [[Button]]) -> [Button] { parts.flatMap { $0 } }
}

/// Nothing, for a builder branch that adds no item (the third post's `case .none: EmptyView()`).
public struct EmptyView: Sendable {
  public init() {}
}
