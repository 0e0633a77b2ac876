// API: `GeometryReader(content:)`, `GeometryProxy.size`, `GeometryProxy.frame(in:)`, `GeometryProxy.safeAreaInsets`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/geometry-reader-sizes-in-points.keys
import SwiftUI

struct GeometryReaderContract: View {
  var body: some View {
    GeometryReader { geometry in
      HStack(spacing: 0) {
        Color.accentColor.frame(width: geometry.size.width * 0.3)
        Text("\(Int(geometry.frame(in: .global).minY))")
          .frame(width: geometry.size.width / 2, height: min(geometry.size.height, 40))
          .padding(.top, geometry.safeAreaInsets.top)
      }
    }
    .frame(height: 100)
  }
}
