import NavStack

/// A long list with a bar of totals kept at its bottom edge while it scrolls.
struct SafeAreaInsetApp: View {
  var body: some View {
    NavigationStack {
      List(1...30, id: \.self) { Text("Item \($0)") }
        .safeAreaInset(edge: .bottom) {
          Text("30 items, total 465")
            .frame(maxWidth: .infinity)
        }
        .navigationTitle("Items")
    }
  }
}
