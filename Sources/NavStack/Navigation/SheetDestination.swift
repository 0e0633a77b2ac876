/// A sheet a screen declares from its state, as SwiftUI's `sheet(isPresented:)` and
/// `sheet(item:)`.
///
/// Reconciled like `NavigationDestination`: active presents, inactive dismisses; a new item id
/// while presented dismisses and presents again (R29); a user's dismissal writes false or nil
/// back at once (R30), and `onDismiss` runs exactly once per dismissal.
@MainActor
public struct SheetDestination {
  let identity: DestinationIdentity?
  let deactivate: @MainActor () -> Void
  let build: @MainActor () -> Screen
  let withNavigation: Bool
  let onDismiss: (@MainActor () -> Void)?

  /// Presents `content` while `isPresented` is true.
  public static func isPresented(
    _ isPresented: Binding<Bool>, id: String = "sheet", withNavigation: Bool = false,
    onDismiss: (@MainActor () -> Void)? = nil, content: @escaping @MainActor () -> Screen
  ) -> SheetDestination {
    SheetDestination(
      identity: isPresented.wrappedValue ? DestinationIdentity(declaration: id) : nil,
      deactivate: { isPresented.wrappedValue = false }, build: content,
      withNavigation: withNavigation, onDismiss: onDismiss)
  }

  /// Presents the content for `item` while it is non-nil.
  public static func item<Item: Identifiable>(
    _ item: Binding<Item?>, id: String = "sheetItem", withNavigation: Bool = false,
    onDismiss: (@MainActor () -> Void)? = nil, content: @escaping @MainActor (Item) -> Screen
  ) -> SheetDestination where Item.ID: Hashable {
    let current = item.wrappedValue
    return SheetDestination(
      identity: .of(id, item: current),
      deactivate: { item.wrappedValue = nil },
      build: {
        guard let value = current else { return EmptyScreen() }
        return content(value)
      },
      withNavigation: withNavigation, onDismiss: onDismiss)
  }
}
