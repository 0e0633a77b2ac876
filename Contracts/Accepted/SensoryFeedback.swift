// API: `.sensoryFeedback(_:trigger:)`, `.sensoryFeedback(_:trigger:condition:)`, `SensoryFeedback`
// Status: accepted
// Why: a terminal has no haptics, so no feedback is played.
import SwiftUI

struct SensoryFeedbackContract: View {
  @State private var count = 0

  var body: some View {
    Button("Count \(count)") { count += 1 }
      .sensoryFeedback(.increase, trigger: count)
      .sensoryFeedback(.impact(weight: .light, intensity: 0.5), trigger: count) { old, new in
        new > old
      }
      .sensoryFeedback(trigger: count) { _, new in new.isMultiple(of: 10) ? .success : nil }
  }
}
