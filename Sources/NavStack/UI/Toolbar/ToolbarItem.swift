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
