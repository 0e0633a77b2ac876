/// How buttons inside draw, as SwiftUI's `PrimitiveButtonStyle`: `.automatic` tints the label
/// with the accent colour; `.plain` leaves it as its text is styled (list rows that open
/// something, as SwiftUI code writes them).
public struct PrimitiveButtonStyleConfiguration: Hashable, Sendable {
  let isPlain: Bool

  /// The tinted label of an ordinary button.
  public static let automatic = PrimitiveButtonStyleConfiguration(isPlain: false)
  /// The tinted label, as a borderless button draws in a terminal.
  public static let borderless = PrimitiveButtonStyleConfiguration(isPlain: false)
  /// The label as it is.
  public static let plain = PrimitiveButtonStyleConfiguration(isPlain: true)
}

struct ButtonStyleKey: EnvironmentKey {
  static let defaultValue = PrimitiveButtonStyleConfiguration.automatic
}

extension EnvironmentValues {
  var buttonStyle: PrimitiveButtonStyleConfiguration {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how the buttons inside draw (see `PrimitiveButtonStyleConfiguration`).
  public func buttonStyle(_ style: PrimitiveButtonStyleConfiguration) -> some View {
    environment(\.buttonStyle, style)
  }
}
