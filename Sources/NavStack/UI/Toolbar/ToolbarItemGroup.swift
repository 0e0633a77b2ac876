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
