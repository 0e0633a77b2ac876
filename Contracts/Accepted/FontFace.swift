// API: `fontDesign(_:)`, `fontWidth(_:)`, `monospaced(_:)`, `monospacedDigit()`, `kerning(_:)`, `tracking(_:)`, `baselineOffset(_:)`, `minimumScaleFactor(_:)`, `allowsTightening(_:)`, `lineSpacing(_:)`, `Font.smallCaps()`, `Font.leading(_:)`
// Status: accepted
// Why: a terminal draws every character in one face, one size and one cell apart, so faces, spacing and scaling change nothing.
import SwiftUI

struct FontFaceContract: View {
  var body: some View {
    VStack {
      Text("12:30").monospacedDigit()
      Text("Code").monospaced()
      Text("Spaced").kerning(2).tracking(1).baselineOffset(2)
      Text("Shrinks").minimumScaleFactor(0.5).allowsTightening(true)
      Text("Caps").font(.body.smallCaps().leading(.tight))
    }
    .fontDesign(.rounded)
    .fontWidth(.condensed)
    .lineSpacing(4)
  }
}
