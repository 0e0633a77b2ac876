import NavStack

/// A welcome screen as an app centres it: spacers around a title and a column of two-line
/// rows, each row as tall as its lines.
struct ShoppingApp: View {
  private let items = [("Milk", "2 litres"), ("Bread", "one loaf"), ("Eggs", "a dozen")]

  var body: some View {
    NavigationStack {
      VStack {
        Spacer()
        Text("This week").font(.title)
        Spacer()
        VStack(alignment: .leading) {
          ForEach(items, id: \.0) { item in
            VStack(alignment: .leading) {
              Text(item.0).bold()
              Text(item.1).foregroundStyle(.secondary)
            }
          }
        }
        Spacer()
        HStack {
          Text("3 items")
          Spacer()
          Button("Clear") {}
        }
        .padding(.horizontal)
      }
      .navigationTitle("Shopping")
    }
  }
}
