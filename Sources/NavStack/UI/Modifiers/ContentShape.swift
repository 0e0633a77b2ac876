extension View {
  /// The area that takes taps and clicks.
  ///
  /// In a terminal it is always the view's frame, so this changes nothing; it is here so that
  /// SwiftUI code that sets it compiles.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    self
  }
}
