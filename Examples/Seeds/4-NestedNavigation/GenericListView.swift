// swift-format-ignore-file
// Post 4, listing 2: `Named` and GenericListView. Pasted as written; only `import NavStack` is
// added.
import NavStack

protocol Named: Identifiable {
    var name: String { get }
}

struct GenericListView<Item: Named>: View {
    let list: [Item]
    let onSelection: (Item) -> Void

    var body: some View {
        List(list) { item in
            Text(item.name)
                .asTappableRow {
                    onSelection(item)
                }
        }
    }
}
