// API: `fill(_:style:)`, `stroke(_:lineWidth:)`, `stroke(_:style:)`, `stroke(lineWidth:)`, `strokeBorder(_:lineWidth:)`, `StrokeStyle`, `background(_:in:)`, `.background(Shape)`, `.overlay(Shape)`
// Status: supported
// Shown by: Tests/NavStackTests/Looks/Scripts/shapes.keys
import SwiftUI

struct FillAndStrokeContract: View {
  var body: some View {
    VStack {
      Text("New").padding(.horizontal, 10).background(Capsule().fill(.blue))
      Text("Tag").padding(.horizontal, 10).overlay(Capsule().stroke(.orange))
      Text("Card")
        .padding()
        .background(RoundedRectangle(cornerRadius: 8).fill(.blue.opacity(0.8)))
        .overlay(RoundedRectangle(cornerRadius: 8).stroke(.green, lineWidth: 2))
      Text("Sale").padding(4).background(.pink, in: RoundedRectangle(cornerRadius: 4))
      Circle().stroke(lineWidth: 2).foregroundColor(.red).frame(width: 80, height: 80)
      Capsule().strokeBorder(.teal, lineWidth: 1).frame(width: 80, height: 60)
      RoundedRectangle(cornerRadius: 4)
        .stroke(.gray, style: StrokeStyle(lineWidth: 1, lineCap: .round, dash: [4]))
        .frame(height: 40)
      Rectangle().fill(.tint).frame(height: 1)
    }
  }
}
