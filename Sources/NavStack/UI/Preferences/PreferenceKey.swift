/// A value that views below pass up to views above, as SwiftUI's `PreferenceKey`: a child
/// reports its size or its title, and an ancestor reads what its subtree reported with
/// `onPreferenceChange(_:perform:)`.
public protocol PreferenceKey {
  /// What the views report.
  associatedtype Value
  /// The value of a subtree where no view reports one.
  static var defaultValue: Value { get }
  /// Folds the next view's value (in view order, top to bottom) into the ones before it.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// Nothing reported, as SwiftUI's default for optional values.
  public static var defaultValue: Value { nil }
}
