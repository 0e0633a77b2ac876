import NavStack

/// A button that shows a small help popover, dismissed by Esc or by its own button.
struct PopoverApp: View {
  @State private var showsHelp = false

  var body: some View {
    NavigationStack {
      VStack {
        Button("Help") { showsHelp = true }
          .popover(isPresented: $showsHelp, arrowEdge: .bottom) {
            VStack {
              Text("Press + to add a note.")
              Button("Got it") { showsHelp = false }
            }
            .presentationCompactAdaptation(.popover)
          }
        Text(showsHelp ? "Help shown" : "Help hidden")
      }
      .navigationTitle("Notes")
    }
  }
}
