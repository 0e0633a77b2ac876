import NavStack

/// The built-in button styles as an app sets them, each button counting its presses.
struct ButtonStylesScreen: View {
  @State private var pressed = "nothing"

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Text("Pressed: \(pressed)")
        Button("Automatic") { pressed = "automatic" }
        Button("Bordered") { pressed = "bordered" }
          .buttonStyle(.bordered)
        Button("Capsule") { pressed = "capsule" }
          .buttonStyle(.bordered)
          .buttonBorderShape(.capsule)
        Button("Save") { pressed = "save" }
          .buttonStyle(.borderedProminent)
          .controlSize(.large)
        Button("Delete", role: .destructive) { pressed = "delete" }
          .buttonStyle(.bordered)
        Button("Plain") { pressed = "plain" }
          .buttonStyle(.plain)
        Button("Borderless") { pressed = "borderless" }
          .buttonStyle(.borderless)
        Button("Off") { pressed = "off" }
          .buttonStyle(.borderedProminent)
          .disabled(true)
      }
      .navigationTitle("Buttons")
    }
  }
}
