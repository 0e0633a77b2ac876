import NavStack

/// The fourth post's `ItemDetailView`: edits a name; Save hands the item back to the
/// coordinator, which decides where to go.
struct DemoItemDetail: View {
  @State private var item: DemoItem
  @State private var problem: String?
  let save: @MainActor (DemoItem) -> Void

  init(item: DemoItem, save: @escaping @MainActor (DemoItem) -> Void) {
    _item = State(initialValue: item)
    self.save = save
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      TextField("Name", text: $item.name)
      if let problem {
        Text(problem).foregroundStyle(.red).padding(.leading, 90)
      }
    }
    .padding(.top, 20)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .navigationTitle(item.name)
    .toolbar {
      ToolbarItem(placement: .confirmationAction) {
        Button("Save", action: commit)
          .keyboardShortcut("s")
      }
    }
  }

  private func commit() {
    guard !item.name.isBlank else {
      problem = "A name is needed to save."
      return
    }
    save(item)
  }
}
