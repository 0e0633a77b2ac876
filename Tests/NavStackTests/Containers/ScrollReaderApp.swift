import NavStack

/// A long log in a scroll view with buttons that jump to its end and back to its start.
struct ScrollReaderApp: View {
  var body: some View {
    NavigationStack {
      ScrollViewReader { proxy in
        VStack {
          HStack {
            Button("Last") { proxy.scrollTo(40, anchor: .bottom) }
            Button("Middle") { proxy.scrollTo(20, anchor: .center) }
            Button("First") { proxy.scrollTo(1, anchor: .top) }
          }
          ScrollView {
            VStack(alignment: .leading) {
              ForEach(1...40, id: \.self) { line in
                Text("Line \(line)").id(line)
              }
            }
          }
        }
      }
      .navigationTitle("Log")
    }
  }
}
