/// The content of an `if` without `else` in a toolbar: its items, or none (R21).
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  /// A primitive content.
  public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
  var toolbarItems: [(ToolbarItemPlacement, any View)] { self?.resolvedItems ?? [] }
}
