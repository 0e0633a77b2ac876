/// How much padding a scene's content takes, as SwiftUI's `ScenePadding`.
public struct ScenePadding: Hashable, Sendable {
  /// The least a scene's content keeps from its edges.
  public static let minimum = ScenePadding()
  /// What a navigation bar's content keeps from its edges.
  public static let navigationBar = ScenePadding()
}

extension View {
  /// Keeps the content off the window's edges as a scene does, as SwiftUI's `scenePadding`:
  /// SwiftUI's 16 points, which is a column left and right and no row (`CellScale`).
  public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    padding(edges)
  }

  /// Keeps the content off the window's edges by `padding` (the same here for each).
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
    self.padding(edges)
  }
}
