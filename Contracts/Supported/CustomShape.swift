// API: `Shape` with `path(in:)`, `Path` (`move(to:)`, `addLine(to:)`, `addLines(_:)`, `addRect(_:)`, `addRoundedRect(in:cornerSize:style:)`, `addEllipse(in:)`, `addArc(center:radius:startAngle:endAngle:clockwise:)`, `addQuadCurve(to:control:)`, `addCurve(to:control1:control2:)`, `closeSubpath()`, `init(_:)`, `init(roundedRect:cornerRadius:)`, `init(ellipseIn:)`)
// Status: supported
// Shown by: Tests/NavStackTests/Compat/Scripts/custom-shapes-drawn-in-cells.keys
import SwiftUI

struct ContractDiamond: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLines([
      CGPoint(x: rect.maxX, y: rect.midY), CGPoint(x: rect.midX, y: rect.maxY),
      CGPoint(x: rect.minX, y: rect.midY),
    ])
    path.closeSubpath()
    return path
  }
}

struct ContractBadge: Shape {
  var radius: CGFloat = 8

  func path(in rect: CGRect) -> Path {
    Path { path in
      path.addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius))
      path.addEllipse(in: rect.insetBy(dx: 10, dy: 10))
      path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
      path.move(to: .zero)
      path.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 10))
      path.addCurve(
        to: CGPoint(x: 40, y: 0), control1: CGPoint(x: 25, y: 10), control2: CGPoint(x: 35, y: 10))
      path.addArc(
        center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 4,
        startAngle: .degrees(0), endAngle: .degrees(180), clockwise: true)
    }
  }
}

struct CustomShapeContract: View {
  var body: some View {
    VStack {
      ContractDiamond().fill(.orange).frame(width: 100, height: 60)
      ContractBadge(radius: 4).stroke(.blue, lineWidth: 2).frame(width: 120, height: 80)
      Path(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 6).stroke()
      Path(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 40)).fill(.pink)
      Path(CGRect(x: 0, y: 0, width: 30, height: 20))
      Circle().path(in: CGRect(x: 0, y: 0, width: 40, height: 40)).stroke()
    }
  }
}
