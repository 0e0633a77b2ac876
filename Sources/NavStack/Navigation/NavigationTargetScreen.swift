/// The second post's hidden link: no visible row, a Bool binding drives the push (P4).
///
/// SwiftUI needed a zero-size, transparent, disabled `NavigationLink(isActive:)` for this; here
/// it is a declaration with nothing to draw: true pushes `destination`, Back sets it false.
@MainActor
public final class NavigationTargetScreen: Screen {
  let destination: @MainActor () -> Screen
  let isActive: Binding<Bool>

  /// A target that pushes `destination` while `isActive` is true.
  public init(destination: @escaping @MainActor () -> Screen, isActive: Binding<Bool>) {
    self.destination = destination
    self.isActive = isActive
  }

  public override var navigationDestinations: [NavigationDestination] {
    [.isPresented(isActive, id: "NavigationTarget", destination: destination)]
  }
}

/// Content that pushes a destination when activated (Enter or a click): the post's
/// `tapNavigatesTo(destination:)`, keeping its own `isActive` state as the post's modifier did.
@MainActor
public final class TapNavigatesToScreen: ComposedScreen {
  /// The content that is activated.
  public let content: Screen
  let destination: @MainActor () -> Screen
  /// Whether the destination is pushed; Back sets it false.
  public var isActive = false

  init(content: Screen, destination: @escaping @MainActor () -> Screen) {
    self.content = content
    self.destination = destination
  }

  public override var body: Screen { content }
  public override var navigationDestinations: [NavigationDestination] {
    [.isPresented(bind(self, \.isActive), id: "tapNavigatesTo", destination: destination)]
      + content.navigationDestinations
  }

  public override var isFocusable: Bool { true }

  public override func handle(_ key: Key) -> Bool {
    if content.handle(key) { return true }
    guard key == .enter || key == .right || key == .character("l") else { return false }
    isActive = true
    return true
  }

  public override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
    guard event.kind == .click else { return content.handleMouse(event, in: rect) }
    isActive = true
    return true
  }
}

extension Screen {
  /// Enter or a click on this content pushes `destination` (P4).
  public func tapNavigatesTo(destination: @escaping @MainActor () -> Screen) -> TapNavigatesToScreen
  {
    TapNavigatesToScreen(content: self, destination: destination)
  }

  /// The fourth post's coordinator modifier: pushes while `selection` is non-nil (P6).
  public func navViewDestination<Item: Identifiable>(
    with selection: Binding<Item?>, destination: @escaping @MainActor (Item) -> Screen
  ) -> ModifiedScreen where Item.ID: Hashable {
    navigationDestination(item: selection, destination: destination)
  }
}
