// API: `Font` (`.largeTitle` … `.caption2`, `.system(size:weight:design:)`, `.system(_:design:weight:)`, `.custom(_:size:)`, `.weight(_:)`, `.bold()`, `.italic()`), `font(_:)`
// Status: supported
// Shown by: Tests/NavStackTests/Looks/Scripts/typography.keys
import SwiftUI

struct FontContract: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("Title").font(.largeTitle)
      Text("Headline").font(.headline)
      Text("Caption").font(.caption2)
      Text("Sized").font(.system(size: 28, weight: .bold, design: .rounded))
      Text("Styled").font(.system(.title3, design: .serif, weight: .medium))
      Text("Custom").font(.custom("Avenir Next", size: 12))
      Text("Relative").font(.custom("Avenir Next", size: 17, relativeTo: .body))
      Text("Light").font(.title.weight(.light).italic())
      Text("Digits").font(.body.monospacedDigit().bold())
    }
    .font(.body)
  }
}
