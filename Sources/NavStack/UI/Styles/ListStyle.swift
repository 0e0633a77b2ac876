/// How a list is set out, as SwiftUI's `ListStyle`.
///
/// Accepted: a terminal list draws its rows and section headers one way in every style (rows
/// one a line, headers bold and dimmed), so the style changes nothing drawn.
@MainActor @preconcurrency
public protocol ListStyle {}

/// The platform's list.
public struct DefaultListStyle: ListStyle {
  /// The style.
  public init() {}
}

/// Rows edge to edge, sections without a background.
public struct PlainListStyle: ListStyle {
  /// The style.
  public init() {}
}

/// Sections set apart on a background.
public struct GroupedListStyle: ListStyle {
  /// The style.
  public init() {}
}

/// Sections set apart and inset from the edges, as iOS settings screens draw them.
public struct InsetGroupedListStyle: ListStyle {
  /// The style.
  public init() {}
}

/// Rows inset from the edges.
public struct InsetListStyle: ListStyle {
  /// The style.
  public init() {}
}

/// A sidebar's list.
public struct SidebarListStyle: ListStyle {
  /// The style.
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's list.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows edge to edge.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// Sections set apart.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections set apart and inset.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// Rows inset.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar's list.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
  /// Accepted: lists draw one way in a terminal (see `ListStyle`).
  public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
}
