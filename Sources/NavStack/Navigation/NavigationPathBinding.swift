/// A stack's path as SwiftUI's `NavigationStack(path:root:)` takes it: a binding to an array of
/// route values, and the destination for each value.
///
/// The stack shows `1 + path.count` screens (R2). Changing the path rebuilds only from the first
/// element that changed, so the screens of the unchanged prefix keep their state (R6); the
/// user's Back removes exactly the last element and writes the shorter path back (R3).
@MainActor
public struct NavigationPathBinding {
  let values: @MainActor () -> [AnyHashable]
  let write: @MainActor ([AnyHashable]) -> Void
  let destination: @MainActor (AnyHashable) -> Screen

  /// Binds `path` and builds each value's screen with `destination`.
  public init<Route: Hashable & Sendable>(
    _ path: Binding<[Route]>, destination: @escaping @MainActor (Route) -> Screen
  ) {
    values = { path.wrappedValue.map(AnyHashable.init) }
    write = { newValues in path.wrappedValue = newValues.compactMap { $0.base as? Route } }
    self.destination = { value in
      guard let route = value.base as? Route else { return EmptyScreen() }
      return destination(route)
    }
  }
}
