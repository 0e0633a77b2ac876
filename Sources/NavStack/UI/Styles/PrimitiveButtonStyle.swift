/// A look for buttons that also decides how they are triggered, as SwiftUI's
/// `PrimitiveButtonStyle`: the body calls `configuration.trigger()`, usually through
/// `Button(configuration)`, which takes focus, keys and clicks as any button does.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view a button draws with this style.
  associatedtype Body: View
  /// What a button looks like and how it is triggered.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
  /// What the style is given.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` is given to draw and trigger one button, as SwiftUI's
/// `PrimitiveButtonStyleConfiguration`.
@MainActor @preconcurrency
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as the code that made the button built it.
  public struct Label: View {
    let content: AnyView

    /// The button's own label.
    public var body: some View { content }
  }

  /// The button's role.
  public let role: ButtonRole?
  /// The button's label.
  public let label: Label
  let action: @MainActor () -> Void

  /// Performs the button's action.
  public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a primitive style's body draws: the styled button's label, role and action,
  /// focused and pressed as any button is.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
}

extension PrimitiveButtonStyle {
  /// The body for `configuration`, erased so the button can hold any style's.
  func erasedBody(configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}
