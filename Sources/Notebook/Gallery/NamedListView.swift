import NavStack

/// The fourth post's `GenericListView`: shows names and reports a choice; it knows nothing of
/// navigation.
struct NamedListView<Item: GalleryNamed>: View {
  let list: [Item]
  let onSelection: @MainActor (Item) -> Void

  var body: some View {
    List(list) { item in
      Text(item.name)
        .asTappableRow {
          onSelection(item)
        }
    }
  }
}

extension View {
  /// A list row that runs `action` when tapped anywhere across its width, as the post's
  /// previous article builds it.
  fileprivate func asTappableRow(_ action: @escaping @MainActor () -> Void) -> some View {
    frame(maxWidth: .infinity, alignment: .leading)
      .contentShape(Rectangle())
      .onTapGesture(perform: action)
  }
}
