/// An alert or confirmation dialog a screen declares from its state, as SwiftUI's
/// `alert(_:isPresented:)` and `confirmationDialog(_:isPresented:)`.
///
/// Any of its buttons, Cancel included, sets the Bool to false or the item to nil before the
/// button's action runs (R33).
@MainActor
public struct AlertDestination {
  let identity: DestinationIdentity?
  let deactivate: @MainActor () -> Void
  let build: @MainActor () -> AlertState

  /// Shows `alert` while `isPresented` is true.
  public static func isPresented(
    _ isPresented: Binding<Bool>, id: String = "alert", alert: @escaping @MainActor () -> AlertState
  ) -> AlertDestination {
    AlertDestination(
      identity: isPresented.wrappedValue ? DestinationIdentity(declaration: id) : nil,
      deactivate: { isPresented.wrappedValue = false }, build: alert)
  }

  /// Shows the alert for `item` while it is non-nil.
  public static func item<Item: Identifiable>(
    _ item: Binding<Item?>, id: String = "alertItem",
    alert: @escaping @MainActor (Item) -> AlertState
  ) -> AlertDestination where Item.ID: Hashable {
    let current = item.wrappedValue
    return AlertDestination(
      identity: .of(id, item: current),
      deactivate: { item.wrappedValue = nil },
      build: {
        guard let current else { return AlertState(title: "", buttons: []) }
        return alert(current)
      })
  }
}

extension Window {
  /// Shows the alert the screens declare, top first, or hides a declared one gone inactive.
  func reconcileAlerts() -> Bool {
    let declared = allScreens.reversed().lazy
      .flatMap { $0.selfAndDescendants }
      .flatMap { $0.alerts }
      .first(where: { $0.identity != nil })
    if let declared {
      guard alertDriver?.identity != declared.identity || alert == nil else { return false }
      alertDriver = declared
      show(declared.build())
      return true
    }
    if alertDriver != nil {
      alertDriver = nil
      alert = nil
      return true
    }
    return false
  }
}
