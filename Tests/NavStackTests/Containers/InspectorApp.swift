import NavStack

/// A document with an inspector of its properties, beside it in a wide window and in a sheet
/// in a narrow one.
struct InspectorApp: View {
  @State private var showsInspector = false

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Text("Quarterly plan")
        Button("Inspect") { showsInspector.toggle() }
        Spacer()
      }
      .inspector(isPresented: $showsInspector) {
        VStack(alignment: .leading) {
          Text("Words: 1,204")
          Button("Close") { showsInspector = false }
        }
        .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
      }
      .navigationTitle("Plan")
    }
  }
}
