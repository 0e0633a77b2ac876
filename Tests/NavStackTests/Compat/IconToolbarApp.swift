import NavStack

/// A list with icon-only buttons named by `accessibilityLabel`, as iOS apps name them for
/// VoiceOver: the key bar and help call them by that name.
struct IconToolbarApp: View {
  @State private var items = ["Milk"]
  @State private var shared = false

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        ForEach(items, id: \.self) { Text($0) }
        Button {
          shared = true
        } label: {
          Image(systemName: "square.and.arrow.up")
        }
        .accessibilityLabel("Share List")
        .accessibilityHint("Shares the list")
        .accessibilityIdentifier("share")
        .accessibilityAddTraits(.isButton)
        if shared { Text("Shared") }
      }
      .navigationTitle("Groceries")
      .toolbar {
        Button {
          items.append("Eggs")
        } label: {
          Image(systemName: "plus").accessibilityLabel("Add Item")
        }
      }
    }
  }
}
