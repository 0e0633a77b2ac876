extension View {
  /// The older toolbar: `leading` at the bar's leading edge, `trailing` at its trailing
  /// edge, as `ToolbarItem(placement: .navigationBarLeading)` and `.navigationBarTrailing`.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    modifier(
      ToolbarModifier(items: [(.navigationBarLeading, leading), (.navigationBarTrailing, trailing)])
    )
  }

  /// The older toolbar, with items at the bar's leading edge only.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    modifier(ToolbarModifier(items: [(.navigationBarLeading, leading)]))
  }

  /// The older toolbar, with items at the bar's trailing edge only.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    modifier(ToolbarModifier(items: [(.navigationBarTrailing, trailing)]))
  }
}
