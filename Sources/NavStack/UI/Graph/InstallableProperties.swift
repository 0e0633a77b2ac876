// The public property wrappers the graph connects itself, each naming its
// `InstallableProperty` conformance as its `DynamicProperty._installableType`.
//
// Spelled out type by type: the default for installable types (`DynamicProperties.swift`)
// cannot be public, since `InstallableProperty` is internal, so the compiler rejects it as the
// witness of a public type and asks for one here.

extension Environment {
  /// Connected by the graph.
  public static var _installableType: _InstallablePropertyType? { .init(Self.self) }
}

extension EnvironmentObject {
  /// Connected by the graph.
  public static var _installableType: _InstallablePropertyType? { .init(Self.self) }
}

extension FocusState {
  /// Connected by the graph.
  public static var _installableType: _InstallablePropertyType? { .init(Self.self) }
}

extension ObservedObject {
  /// Connected by the graph.
  public static var _installableType: _InstallablePropertyType? { .init(Self.self) }
}

extension State {
  /// Connected by the graph.
  public static var _installableType: _InstallablePropertyType? { .init(Self.self) }
}

extension StateObject {
  /// Connected by the graph.
  public static var _installableType: _InstallablePropertyType? { .init(Self.self) }
}
