import NavStack

/// A style as tutorials write one: a symbol that shows the value, and a button that flips it.
struct ChecklistToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Button {
        configuration.isOn.toggle()
      } label: {
        Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
      }
      configuration.label
      Text(configuration.isOn ? "done" : "to do")
        .foregroundStyle(.secondary)
    }
  }
}

/// A style that hands its binding on: `configuration.$isOn`, and the whole configuration
/// through `Toggle(configuration)`, to toggles of other styles.
struct LabelledSwitchStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      Toggle(isOn: configuration.$isOn) {
        configuration.label.bold()
      }
      .toggleStyle(.switch)
      Toggle(configuration)
        .toggleStyle(.checkbox)
    }
  }
}

/// The built-in toggle styles and two of an app's own, in a form and a list.
struct ToggleStylesScreen: View {
  @State private var wifi = true
  @State private var sounds = false
  @State private var bold = false
  @State private var remember = true
  @State private var milk = false
  @State private var eggs = true
  @State private var dark = false

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Form {
          Toggle("Wi-Fi", isOn: $wifi)
            .toggleStyle(.switch)
          Toggle("Sounds", isOn: $sounds)
            .toggleStyle(.automatic)
          Toggle("Bold", isOn: $bold)
            .toggleStyle(.button)
          Toggle("Remember", isOn: $remember)
            .toggleStyle(.checkbox)
        }
        List {
          Toggle("Milk", isOn: $milk)
          Toggle("Eggs", isOn: $eggs)
          Toggle("Dark", isOn: $dark)
            .toggleStyle(LabelledSwitchStyle())
        }
        .toggleStyle(ChecklistToggleStyle())
        Text("wifi \(wifi) sounds \(sounds) bold \(bold) remember \(remember)")
        Text("milk \(milk) eggs \(eggs) dark \(dark)")
      }
      .navigationTitle("Toggles")
    }
  }
}
