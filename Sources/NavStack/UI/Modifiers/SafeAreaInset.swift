extension View {
  /// Puts `content` along the top or bottom edge and gives this view the rest of the space,
  /// as SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`: a bar of buttons under a
  /// list stays in sight while the list scrolls above it.
  ///
  /// A terminal draws nothing under a bar, so the view is made shorter rather than scrolled
  /// beneath it; `spacing` is in points (`CellScale`).
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return VStack(alignment: alignment, spacing: spacing) {
      if edge == .top { inset }
      self.frame(maxWidth: .infinity, maxHeight: .infinity)
      if edge == .bottom { inset }
    }
  }

  /// Puts `content` along the leading or trailing edge and gives this view the rest of the
  /// width, as SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return HStack(alignment: alignment, spacing: spacing) {
      if edge == .leading { inset }
      self.frame(maxWidth: .infinity, maxHeight: .infinity)
      if edge == .trailing { inset }
    }
  }
}
