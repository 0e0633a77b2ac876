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
