/// How a split view sizes its columns against each other, as SwiftUI's
/// `NavigationSplitViewStyle`.
///
/// Accepted and without effect: a terminal's columns have the widths the split view gives
/// them at each window width, and the detail column is never drawn over the others.
public protocol NavigationSplitViewStyle {}

/// The platform's style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The style.
  public init() {}
}

/// Leading columns shrink the detail column rather than cover it.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The style.
  public init() {}
}

/// The detail column keeps its size and the others cover it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The style.
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The platform's style.
  public static var automatic: AutomaticNavigationSplitViewStyle {
    AutomaticNavigationSplitViewStyle()
  }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// Columns side by side.
  public static var balanced: BalancedNavigationSplitViewStyle {
    BalancedNavigationSplitViewStyle()
  }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The detail column first.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

extension View {
  /// Accepted so iOS code compiles; columns here keep the widths the split view gives them.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    self
  }
}
