/// A look for buttons that keeps the button's own behaviour, as SwiftUI's `ButtonStyle`:
/// `makeBody(configuration:)` draws the label, and the button around it still takes focus,
/// Enter, Space and clicks, inside a list's or a form's rows as well (R48).
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view a button draws with this style.
  associatedtype Body: View
  /// What a button looks like, given its label and state.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
  /// What the style is given.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` is given to draw one button, as SwiftUI's `ButtonStyleConfiguration`.
@MainActor @preconcurrency
public struct ButtonStyleConfiguration {
  /// The button's label, as the code that made the button built it.
  public struct Label: View {
    let content: AnyView

    /// The button's own label.
    public var body: some View { content }
  }

  /// The button's role, so a style can draw destructive buttons its own way.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  /// Whether the button is held down: always false here, since a key or a click acts at
  /// once, with no moment when the button is held.
  public let isPressed: Bool
}

extension ButtonStyle {
  /// The body for `configuration`, erased so the button can hold any style's.
  func erasedBody(configuration: ButtonStyleConfiguration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}
