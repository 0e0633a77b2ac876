/// How a `NavigationView` lays out its views, as SwiftUI's `NavigationViewStyle`.
///
/// A `NavigationView` here is one stack in every style, as it is on an iPhone, where
/// `.columns` shows a stack too; for columns, write `NavigationSplitView`.
public protocol NavigationViewStyle {}

/// The platform's style: one stack here.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// The style.
  public init() {}
}

/// One view at a time, each pushed over the last.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// The style.
  public init() {}
}

/// Columns where the screen is wide; one stack here, as on an iPhone.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// The style.
  public init() {}
}

/// Two columns where the screen is wide; one stack here, as on an iPhone.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// The style.
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The platform's style.
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One view at a time.
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Columns where wide.
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
  /// Accepted so iOS code compiles: `NavigationView` is one stack here in every style.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
