import NavStack

/// Buttons in a row when the width allows, else in a column of shorter titles.
struct FittingApp: View {
  @State private var last = "nothing"

  var body: some View {
    NavigationStack {
      VStack {
        ViewThatFits(in: .horizontal) {
          HStack {
            Button("Reply to the sender") { last = "reply" }
            Button("Forward the whole message") { last = "forward" }
          }
          VStack {
            Button("Reply") { last = "reply" }
            Button("Forward") { last = "forward" }
          }
        }
        Text("Pressed \(last)")
      }
      .navigationTitle("Mail")
    }
  }
}
