/// An outline of lines and curves, as SwiftUI's `Path`: what a `Shape` returns from
/// `path(in:)`, and a shape of its own (`Path { p in … }.stroke()`).
///
/// Coordinates are points with y going down, as in SwiftUI; cells draw the path through
/// `CellScale`. Curves, arcs and ellipses are kept as the straight lines that follow them
/// closely enough for cells. Core Graphics' transforms do not exist on Linux, so the methods
/// that take one are offered without it.
public struct Path: Shape, Equatable {
  /// One step of the outline.
  enum Element: Equatable {
    case move(CGPoint)
    case line(CGPoint)
    case close
  }

  /// The steps, in order.
  private(set) var elements: [Element] = []
  /// Where the current subpath began, for `closeSubpath()`.
  private var subpathStart: CGPoint?

  /// An empty path.
  public init() {}

  /// A path drawn by `callback`, as `Path { path in path.move(to: …) }` writes it.
  public init(_ callback: (inout Path) -> Void) {
    self.init()
    callback(&self)
  }

  /// The outline of `rect`.
  public init(_ rect: CGRect) {
    self.init()
    addRect(rect)
  }

  /// The outline of `rect` with its corners rounded by `cornerRadius` points.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// The outline of `rect` with its corners rounded by `cornerSize`.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
  {
    self.init()
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// The ellipse that `rect` holds.
  public init(ellipseIn rect: CGRect) {
    self.init()
    addEllipse(in: rect)
  }

  /// Whether the path has no steps.
  public var isEmpty: Bool { elements.isEmpty }

  /// Where the path's last step ended; nil for an empty path.
  public var currentPoint: CGPoint? {
    switch elements.last {
    case .move(let point), .line(let point): point
    case .close: subpathStart
    case nil: nil
    }
  }

  /// The smallest rectangle that holds every point of the path.
  public var boundingRect: CGRect {
    let points = elements.compactMap { element -> CGPoint? in
      switch element {
      case .move(let point), .line(let point): point
      case .close: nil
      }
    }
    guard let first = points.first else { return .null }
    var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
    for point in points {
      minX = min(minX, point.x)
      maxX = max(maxX, point.x)
      minY = min(minY, point.y)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Starts a new subpath at `end`.
  public mutating func move(to end: CGPoint) {
    elements.append(.move(end))
    subpathStart = end
  }

  /// Adds a straight line to `end`, starting a subpath there when none is open.
  public mutating func addLine(to end: CGPoint) {
    guard currentPoint != nil else { return move(to: end) }
    if case .close = elements.last, let start = subpathStart { elements.append(.move(start)) }
    elements.append(.line(end))
  }

  /// Adds a quadratic curve to `end`, bent towards `control`.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard let start = currentPoint else { return move(to: end) }
    for step in 1...Self.curveSteps {
      let t = CGFloat(step) / CGFloat(Self.curveSteps)
      let u = 1 - t
      addLine(
        to: CGPoint(
          x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
          y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
    }
  }

  /// Adds a cubic curve to `end`, bent towards `control1` then `control2`.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard let start = currentPoint else { return move(to: end) }
    for step in 1...Self.curveSteps {
      let t = CGFloat(step) / CGFloat(Self.curveSteps)
      let u = 1 - t
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      addLine(
        to: CGPoint(
          x: a * start.x + b * control1.x + c * control2.x + d * end.x,
          y: a * start.y + b * control1.y + c * control2.y + d * end.y))
    }
  }

  /// Closes the current subpath with a line back to where it began.
  public mutating func closeSubpath() {
    guard let last = elements.last, last != .close else { return }
    elements.append(.close)
  }

  /// Adds `rect` as a closed subpath.
  public mutating func addRect(_ rect: CGRect) {
    let rect = rect.standardized
    addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ])
    closeSubpath()
  }

  /// Adds each of `rects` as a closed subpath.
  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { addRect(rect) }
  }

  /// Adds a subpath through `lines`: a move to the first point, then a line to each next one.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  /// Adds `rect` with its corners rounded by `cornerSize` as a closed subpath; both corner
  /// styles are drawn as quarter ellipses.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let rect = rect.standardized
    let rx = max(0, min(cornerSize.width, rect.width / 2))
    let ry = max(0, min(cornerSize.height, rect.height / 2))
    guard rx > 0, ry > 0 else { return addRect(rect) }
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
    let corners: [(CGFloat, CGFloat, Double)] = [
      (rect.maxX - rx, rect.minY + ry, -90), (rect.maxX - rx, rect.maxY - ry, 0),
      (rect.minX + rx, rect.maxY - ry, 90), (rect.minX + rx, rect.minY + ry, 180),
    ]
    for (cx, cy, start) in corners {
      addEllipticArc(
        center: CGPoint(x: cx, y: cy), rx: rx, ry: ry, from: Angle(degrees: start),
        to: Angle(degrees: start + 90))
    }
    closeSubpath()
  }

  /// Adds the ellipse that `rect` holds as a closed subpath.
  public mutating func addEllipse(in rect: CGRect) {
    let rect = rect.standardized
    move(to: CGPoint(x: rect.maxX, y: rect.midY))
    addEllipticArc(
      center: CGPoint(x: rect.midX, y: rect.midY), rx: rect.width / 2, ry: rect.height / 2,
      from: .zero, to: Angle(degrees: 360))
    closeSubpath()
  }

  /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle`, joined by a
  /// line to the current point.
  ///
  /// Angles turn from the x axis towards y, which points down; as in SwiftUI, `clockwise`
  /// speaks of the flipped coordinates, so `clockwise: false` turns clockwise on screen.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    var end = endAngle.radians
    let start = startAngle.radians
    if clockwise {
      while end > start { end -= 2 * .pi }
    } else {
      while end < start { end += 2 * .pi }
    }
    let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
    if currentPoint == nil { move(to: first) } else { addLine(to: first) }
    addEllipticArc(
      center: center, rx: radius, ry: radius, from: startAngle, to: Angle(radians: end))
  }

  /// Adds an arc of `delta` from `startAngle` around `center`.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle
  ) {
    addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
      clockwise: delta.radians < 0)
  }

  /// Adds the subpaths of `path`.
  public mutating func addPath(_ path: Path) {
    for element in path.elements {
      switch element {
      case .move(let point): move(to: point)
      case .line(let point): addLine(to: point)
      case .close: closeSubpath()
      }
    }
  }

  /// The path itself, in any frame: its points are where it was drawn.
  public func path(in rect: CGRect) -> Path { self }

  /// Whether `point` is inside the path, by the nonzero rule or, with `eoFill`, even-odd.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    var crossings = 0
    for polygon in _polygons where polygon.points.count > 2 {
      let points = polygon.points
      for index in points.indices {
        let a = points[index]
        let b = points[(index + 1) % points.count]
        guard (a.y <= point.y) != (b.y <= point.y) else { continue }
        let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
        guard x > point.x else { continue }
        crossings += 1
        winding += b.y > a.y ? 1 : -1
      }
    }
    return eoFill ? crossings % 2 == 1 : winding != 0
  }

  /// The subpaths as polygons in points, for NavStack's renderer.
  var _polygons: [_PathOutline.Polygon] {
    var result: [_PathOutline.Polygon] = []
    var current: [_PathOutline.Point] = []
    for element in elements {
      switch element {
      case .move(let point):
        if !current.isEmpty { result.append((current, false)) }
        current = [(Double(point.x), Double(point.y))]
      case .line(let point):
        current.append((Double(point.x), Double(point.y)))
      case .close:
        if !current.isEmpty { result.append((current, true)) }
        current = []
      }
    }
    if !current.isEmpty { result.append((current, false)) }
    return result
  }

  /// How many straight lines follow a curve: plenty for cells, which are 10 by 20 points.
  private static let curveSteps = 16

  /// Adds lines along the ellipse around `center` from one angle to the other, the current
  /// point being at the first.
  private mutating func addEllipticArc(
    center: CGPoint, rx: CGFloat, ry: CGFloat, from start: Angle, to end: Angle
  ) {
    let sweep = end.radians - start.radians
    let steps = max(2, Int((abs(sweep) / (.pi / 16)).rounded(.up)))
    for step in 1...steps {
      let angle = start.radians + sweep * Double(step) / Double(steps)
      addLine(to: CGPoint(x: center.x + rx * cos(angle), y: center.y + ry * sin(angle)))
    }
  }
}
