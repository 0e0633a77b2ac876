/// How large controls are drawn, as SwiftUI's `ControlSize`.
///
/// Accepted and kept in the environment, where a view can read it: a control is one row of
/// cells at every size, so the size changes nothing drawn.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  /// The smallest.
  case mini
  /// Smaller than usual.
  case small
  /// The usual size.
  case regular
  /// Larger than usual.
  case large
  /// The largest.
  case extraLarge
}

struct ControlSizeKey: EnvironmentKey {
  static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
  /// The size controls inside are asked to take.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

extension View {
  /// Asks the controls inside to take `size`; accepted, since a control is one row of cells
  /// at every size (see `ControlSize`).
  public func controlSize(_ size: ControlSize) -> some View {
    environment(\.controlSize, size)
  }
}
