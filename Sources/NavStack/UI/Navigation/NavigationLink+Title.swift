extension NavigationLink where Label == Text {
  /// A link titled with a literal, its destination from a builder, as SwiftUI's
  /// `NavigationLink(_:destination:)` with a trailing closure.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(titleKey) }
  }

  /// A link titled with a string, its destination from a builder.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(title) }
  }
}
