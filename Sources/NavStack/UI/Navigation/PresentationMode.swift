/// SwiftUI's `PresentationMode`: whether the screen is presented, and a way to dismiss it.
@MainActor
public struct PresentationMode {
  weak var context: ScreenContext?

  /// Whether the screen is presented (pushed or in a sheet).
  public var isPresented: Bool { context?.isPresented ?? false }

  /// Dismisses the screen.
  public mutating func dismiss() { context?.dismiss() }
}
