/// `dismiss()`: pops, closes a sheet, or does nothing at the window's root (R25).
@MainActor
public struct DismissAction {
  weak var context: ScreenContext?

  /// Dismisses.
  public func callAsFunction() { context?.dismiss() }
}
