import SwiftUI

/// A settings form as apps write it: a slider with end labels, a gauge that follows it, a
/// toggle and a button with symbols.
struct SettingsFormApp: View {
  @State private var volume = 4.0
  @State private var editing = 0
  @State private var wifi = false
  @State private var presses = 0

  var body: some View {
    NavigationStack {
      Form {
        Slider(value: $volume, in: 0...10, step: 1) {
          Text("Volume")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("10")
        } onEditingChanged: { started in
          if !started { editing += 1 }
        }
        Gauge(value: volume, in: 0...10) {
          Text("Level")
        } currentValueLabel: {
          Text("\(Int(volume))")
        } minimumValueLabel: {
          Text("low")
        } maximumValueLabel: {
          Text("high")
        }
        Toggle("Wi-Fi", systemImage: "wifi", isOn: $wifi)
        Button("Share", systemImage: "square.and.arrow.up") { presses += 1 }
      }
      .navigationTitle("Settings")
      Text(
        "volume \(Int(volume)), \(editing) edits, wifi \(wifi ? "on" : "off"), \(presses) shares")
    }
  }
}

/// A slider in each row of a list, as a mixer's channels are.
struct MixerListApp: View {
  @State private var levels: [Double] = [0.5, 0.2]

  var body: some View {
    NavigationStack {
      List {
        ForEach(levels.indices, id: \.self) { index in
          Slider(value: $levels[index]) { Text("Ch \(index + 1)") }
        }
      }
      Text(levels.map { "\(Int(($0 * 100).rounded()))" }.joined(separator: " "))
    }
  }
}

/// A tag's colour, chosen in a form and in a list row.
struct TagColorApp: View {
  @State private var tint = Color.red
  @State private var rowTint = Color.blue

  var body: some View {
    NavigationStack {
      Form {
        ColorPicker("Tint", selection: $tint)
      }
      List {
        ColorPicker("Row", selection: $rowTint, supportsOpacity: false)
      }
      Text("tint is \(tint == .red ? "red" : "not red")")
    }
  }
}

/// A comment box that grows as it is typed into, up to three lines, as
/// `TextField(_:text:axis: .vertical)` with `lineLimit` does.
struct CommentFormApp: View {
  @State private var comment = ""
  @State private var name = "Ann"

  var body: some View {
    NavigationStack {
      Form {
        TextField("Comment", text: $comment, prompt: Text("Say something"), axis: .vertical)
          .lineLimit(3)
        TextField("Name", text: $name)
      }
      Text("\(comment.count) characters")
    }
  }
}
