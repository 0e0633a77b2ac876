import SwiftUI

/// Texts that count, as a timer app shows them: a countdown to a moment two minutes away,
/// the time since a start, and the offset to it; a button hides them.
struct CountdownApp: View {
  @State private var target = Date().addingTimeInterval(125)
  @State private var shown = true

  var body: some View {
    VStack(alignment: .leading) {
      if shown {
        Text(target, style: .timer)
        Text(target, style: .relative)
        Text(target, style: .offset)
        Text(timerInterval: target.addingTimeInterval(-125)...target)
      }
      Button(shown ? "Hide" : "Show") { shown.toggle() }
    }
  }
}
