/// Where a toolbar item goes, with SwiftUI's names (R18).
public enum ToolbarItemPlacement: Hashable, Sendable {
  case automatic
  case navigationBarLeading, navigationBarTrailing
  case topBarLeading, topBarTrailing
  case navigation, primaryAction, confirmationAction, cancellationAction
  case principal
  case bottomBar

  /// The region of the bar (or the key bar) the placement maps to.
  public enum Region: Hashable, Sendable { case leading, trailing, principal, bottomBar }

  /// The region, given whether a back button is shown (R19 moves `navigation` to trailing).
  public func region(backButtonShown: Bool) -> Region {
    switch self {
    case .navigationBarLeading, .topBarLeading, .cancellationAction: return .leading
    case .navigation: return backButtonShown ? .trailing : .leading
    case .navigationBarTrailing, .topBarTrailing, .primaryAction, .confirmationAction, .automatic:
      return .trailing
    case .principal: return .principal
    case .bottomBar: return .bottomBar
    }
  }
}
