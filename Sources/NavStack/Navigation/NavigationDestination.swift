/// A push a screen declares from its state, as SwiftUI's `navigationDestination(isPresented:)`
/// and `navigationDestination(item:)`.
///
/// After every event the window compares what each screen declares with what its stack shows:
/// a destination that became active is pushed; one that became nil or false is popped, with
/// everything above it, at any depth (R5, R27). A user's Back writes nil or false back.
@MainActor
public struct NavigationDestination {
  /// Which declaration this is and, for `item:`, which item: a change of either re-pushes.
  let identity: DestinationIdentity?
  let deactivate: @MainActor () -> Void
  let build: @MainActor () -> Screen

  /// Pushes `destination` while `isPresented` is true; Back sets it false.
  public static func isPresented(
    _ isPresented: Binding<Bool>, id: String = "isPresented",
    destination: @escaping @MainActor () -> Screen
  ) -> NavigationDestination {
    NavigationDestination(
      identity: isPresented.wrappedValue ? DestinationIdentity(declaration: id) : nil,
      deactivate: { isPresented.wrappedValue = false },
      build: destination)
  }

  /// Pushes the destination for `item` while it is non-nil; Back sets it nil.
  public static func item<Item: Identifiable>(
    _ item: Binding<Item?>, id: String = "item",
    destination: @escaping @MainActor (Item) -> Screen
  ) -> NavigationDestination where Item.ID: Hashable {
    let current = item.wrappedValue
    return NavigationDestination(
      identity: .of(id, item: current),
      deactivate: { item.wrappedValue = nil },
      build: {
        guard let value = current else { return EmptyScreen() }
        return destination(value)
      })
  }

  var isActive: Bool { identity != nil }
}

/// A screen with nothing on it, for a destination whose value vanished mid-update.
public final class EmptyScreen: Screen {}
