import NavStack

/// A settings screen drawn with symbols and named colours: icon-only buttons, labels, a clear
/// background.
struct SymbolsApp: View {
  @State private var count = 3

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        HStack {
          Button("", systemImage: "minus") { count -= 1 }
          Text("\(count)")
          Button("", systemImage: "plus") { count += 1 }
        }
        Label("People", systemImage: "person.2")
        Label("Calendar", systemImage: "calendar")
        Label("Timer", systemImage: "timer")
        Label("Checklist", systemImage: "checklist")
        Label("Inbox", systemImage: "tray.fill")
        Label("Liked", systemImage: "heart.circle.fill")
        Label("Magic", systemImage: "wand.and.stars")
        Text("Purple").foregroundStyle(Color.purple)
        Text("Mint, cyan, teal").foregroundStyle(Color.mint)
        Text("On clear").background(Color.clear)
      }
      .navigationTitle("Symbols")
    }
  }
}
