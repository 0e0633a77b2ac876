import SwiftUI

/// A triangle pointing up, as an app outlines its own shape.
struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

/// A five-pointed star, its points on a circle and its inner corners on a smaller one.
struct Star: Shape {
  var corners = 5

  func path(in rect: CGRect) -> Path {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let outer = min(rect.width, rect.height) / 2
    var points: [CGPoint] = []
    for index in 0..<(corners * 2) {
      let radius = index.isMultiple(of: 2) ? outer : outer * 0.45
      let angle = Angle(degrees: -90 + Double(index) * 180 / Double(corners))
      points.append(
        CGPoint(
          x: center.x + radius * cos(angle.radians), y: center.y + radius * sin(angle.radians)))
    }
    return Path { path in
      path.addLines(points)
      path.closeSubpath()
    }
  }
}

/// An app's own shapes filled, stroked and framed as built-in ones are, and a `Path` drawn as
/// a view of its own.
struct CustomShapesApp: View {
  @State private var filled = true

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 2) {
        if filled {
          Triangle().fill(.green).frame(width: 150, height: 120)
        } else {
          Triangle().stroke(.green, lineWidth: 2).frame(width: 150, height: 120)
        }
        Triangle().stroke(lineWidth: 1).frame(width: 150, height: 120)
        Star().fill(.yellow).frame(width: 160, height: 160)
      }
      Path { path in
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 200, y: 10))
        path.addArc(
          center: CGPoint(x: 200, y: 30), radius: 20, startAngle: .degrees(-90),
          endAngle: .degrees(90), clockwise: false)
      }
      .stroke(.blue)
      .frame(width: 240, height: 60)
      Button(filled ? "Stroke the first" : "Fill the first") { filled.toggle() }
    }
  }
}
