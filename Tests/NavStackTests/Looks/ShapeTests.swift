import NavStackTesting
import Testing

@testable import NavStack

/// Shapes in cells, for what the shapes script does not show: fills cut to round outlines,
/// a stroke under text, the shape-relative forms apps also write.
@MainActor
@Suite("Shapes in cells")
struct ShapeTests {
  @Test("a large filled circle leaves its corner cells out; a large rectangle does not")
  func roundFill() {
    let session = showing(Size(width: 40, height: 12)) {
      HStack(spacing: 0) {
        Circle().fill(.green).frame(width: 100, height: 100)
        Rectangle().fill(.red).frame(width: 100, height: 100)
      }
    }
    // A circle of 100 points is 10 columns by 5 rows; its first row is narrower.
    #expect(session.style(ofCellAt: Point(x: 0, y: 0)) == .plain)
    #expect(session.style(ofCellAt: Point(x: 5, y: 0))?.role == .green)
    #expect(session.style(ofCellAt: Point(x: 0, y: 2))?.role == .green)
    #expect(session.style(ofCellAt: Point(x: 10, y: 0))?.role == .destructive)
  }

  @Test("a stroke over or under text leaves every letter; a clear one draws nothing")
  func strokeUnderText() {
    let session = showing {
      VStack(alignment: .leading) {
        Text("Boxed").background(Rectangle().stroke(.blue))
        Text("Over").overlay(Capsule().stroke())
        Text("Clear").padding(.horizontal, 10).overlay(Capsule().stroke(.clear))
        Capsule().stroke(style: StrokeStyle(dash: [2])).fill(.orange).frame(width: 60, height: 60)
      }
    }
    #expect(session.row(0).hasPrefix("Boxed"))
    #expect(session.row(1).hasPrefix("Over"))
    #expect(session.row(2).hasPrefix(" Clear") && !session.row(2).contains(")"))
    #expect(session.row(3).hasPrefix("╭┄┄┄┄╮"))
    #expect(session.row(4).hasPrefix("(    )"))
    #expect(session.style(of: "╭┄")?.role == .orange)
  }
}

extension ViewSession {
  /// The style of the cell at `point`, or nil outside the screen.
  fileprivate func style(ofCellAt point: Point) -> Style? {
    guard point.x < canvas.size.width, point.y < canvas.size.height else { return nil }
    return canvas[point.x, point.y].style
  }
}
