extension View {
  /// The older title with a display mode; a terminal bar has one size, so the mode changes
  /// nothing.
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title)
  }

  /// The older title from a literal, with a display mode (one size here).
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(titleKey)
  }

  /// The older title from a string, with a display mode (one size here).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(String(title))
  }

  /// The older title, from a `Text`.
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

  /// The older title, from a literal.
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(titleKey)
  }

  /// A title the app can change, as SwiftUI's `navigationTitle(_: Binding<String>)`: the bar
  /// shows its value, and shows the new one when it changes. (iOS also lets the user rename
  /// it from the title's menu; here it is renamed through the app's own fields.)
  public func navigationTitle(_ title: Binding<String>) -> some View {
    navigationTitle(title.wrappedValue)
  }
}
