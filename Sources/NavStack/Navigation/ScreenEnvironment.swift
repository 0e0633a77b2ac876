/// What a screen can ask of the navigation around it, as SwiftUI's environment gives it.
///
/// It names the screen's place by the screen itself, not by an index, so an action captured in
/// a toolbar closure still does the right thing after the tree has changed.
@MainActor
public struct ScreenEnvironment {
  weak var window: Window?
  weak var screen: Screen?

  /// An environment not yet attached to a window.
  public init() {}

  /// True for pushed screens and sheet contents while shown; false for the window's root and
  /// for a screen with no enclosing stack that nothing presented (R26).
  public var isPresented: Bool {
    guard let window, let screen else { return false }
    return window.isPresented(screen)
  }

  /// Whether a navigation stack encloses this screen (toolbars show only then: R15).
  public var hasEnclosingStack: Bool {
    guard let window, let screen else { return false }
    return window.hasEnclosingStack(screen)
  }

  /// Dismisses this screen: pops it, closes the sheet it is the root of, or does nothing at the
  /// window's root (R25).
  public var dismiss: ScreenDismissAction { ScreenDismissAction(window: window, screen: screen) }

  /// Pushes a screen on the stack that holds this one; logged and ignored without one (R31).
  public func push(_ destination: Screen) {
    guard let window, let screen else { return }
    window.push(destination, from: screen)
  }

  /// Presents a sheet over the layer that holds this screen.
  public func present(
    _ sheet: Screen, withNavigation: Bool = false, onDismiss: (@MainActor () -> Void)? = nil
  ) {
    window?.present(sheet, withNavigation: withNavigation, onDismiss: onDismiss)
  }

  /// Presents a sheet that returns a typed result: `onResult` runs exactly once, with the value
  /// the sheet gave `dismiss(returning:)`, or nil when it closed by Esc or Cancel (R39).
  public func present<Result>(
    _ sheet: Screen, withNavigation: Bool = false,
    onResult: @escaping @MainActor (Result?) -> Void
  ) {
    window?.present(sheet, withNavigation: withNavigation) { value in onResult(value as? Result) }
  }

  /// Closes the sheet this screen is the root of, handing `result` to the presenter (R39).
  public func dismiss(returning result: Any) {
    guard let window, let screen else { return }
    window.dismiss(screen, returning: result)
  }

  /// Shows an alert or confirmation dialog.
  public func alert(_ alert: AlertState) {
    window?.show(alert)
  }

  /// Asks "Discard changes?"; `discard` runs only when the user says so (R34).
  public func confirmDiscard(then discard: @escaping @MainActor () -> Void) {
    window?.confirmDiscard(then: discard)
  }

  /// Shows a short message in the key bar until the next key.
  public func showStatus(_ message: String) {
    window?.statusMessage = message
  }
}

/// The action `dismiss()` performs; callable like SwiftUI's `DismissAction`.
@MainActor
public struct ScreenDismissAction {
  weak var window: Window?
  weak var screen: Screen?

  /// Dismisses the screen: pops it, or closes the sheet at whose root it is (R25).
  public func callAsFunction() {
    guard let window, let screen else { return }
    window.dismiss(screen)
  }
}
