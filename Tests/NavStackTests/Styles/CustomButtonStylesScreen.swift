import NavStack

/// A style as tutorials write one: the label in a frame of its own, dimmed while pressed.
struct FramedButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("<")
      configuration.label
        .foregroundStyle(configuration.role == .destructive ? .red : .primary)
      Text(">")
    }
    .opacity(configuration.isPressed ? 0.5 : 1)
  }
}

/// A primitive style that draws the button through `Button(configuration)` with a mark.
struct StarredButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("*")
      Button(configuration)
    }
  }
}

/// A primitive style that triggers the button itself, from a tap on its label.
struct TapButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .bold()
      .onTapGesture { configuration.trigger() }
  }
}

/// Custom styles on buttons in a list's rows and in a form: each still takes focus, keys and
/// clicks.
struct CustomButtonStylesScreen: View {
  @State private var log: [String] = []

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        List {
          Button("Framed") { log.append("framed") }
            .buttonStyle(FramedButtonStyle())
          Button("Remove", role: .destructive) { log.append("remove") }
            .buttonStyle(FramedButtonStyle())
          Button("Starred") { log.append("starred") }
            .buttonStyle(StarredButtonStyle())
        }
        Form {
          Button("Tapped") { log.append("tapped") }
            .buttonStyle(TapButtonStyle())
          HStack {
            Text("Row")
            Button("Inline") { log.append("inline") }
              .buttonStyle(FramedButtonStyle())
          }
        }
        Text("Log: \(log.joined(separator: ", "))")
      }
      .navigationTitle("Styles")
    }
  }
}
