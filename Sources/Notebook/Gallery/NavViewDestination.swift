import NavStack

extension View {
  /// The fourth post's `navViewDestination(with:)`: pushes `destination` while `item` is
  /// non-nil; a pop sets it nil (P6, R27).
  ///
  /// The post built it from a hidden `NavigationLink(isActive:)` for iOS 14; here it is
  /// `navigationDestination(item:)`, which pops at any depth when the item is set to nil.
  func navViewDestination<Item, Destination: View>(
    with item: Binding<Item?>,
    @ViewBuilder destination: @escaping (Item) -> Destination
  ) -> some View {
    navigationDestination(item: item, destination: destination)
  }

  /// The post's `withNavButton(imageName:action:)`: a trailing bar button showing a symbol;
  /// `help` names it in the key bar.
  func withNavButton(
    imageName: String, help: String, action: @escaping @MainActor () -> Void
  ) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarTrailing) {
        Button(action: action) {
          Image(systemName: imageName)
        }
        .help(help)
      }
    }
  }
}
