// An app's own shape names Core Graphics' geometry (`path(in rect: CGRect) -> Path`), which
// is Foundation proper's on Linux, so `Shape` and `Path` are declared in this module, which
// the notebook does not link. This `Shape` refines NavStack's: it is the one `import SwiftUI`
// finds, and every shape, the built-in ones too, is drawn by NavStack's renderer.

/// A 2D shape an app draws with a path, as SwiftUI's `Shape`: `path(in:)` outlines it in the
/// frame it is given, and `.fill`, `.stroke` and `.frame` treat it as the built-in shapes.
///
/// The path is in points, and cells show it through `CellScale` (10 points a column, 20 a
/// row): a filled shape takes the cells whose centres fall inside it, a stroked one draws the
/// cells its lines cross with box-drawing characters.
public protocol Shape: NavStack.Shape {
  /// The outline of the shape in a frame of `rect`'s size, in points from its top left.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// The outline as cells draw it: the path, made for the size the shape is drawn at.
  public var _outline: _ShapeOutline {
    let shape = self
    return ._path(
      _PathOutline { width, height in
        shape.path(in: CGRect(x: 0, y: 0, width: width, height: height))._polygons
      })
  }
}

extension Rectangle: Shape {
  /// The frame.
  public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension RoundedRectangle: Shape {
  /// The frame with its corners rounded.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: cornerSize, style: style)
  }
}

extension Circle: Shape {
  /// The largest circle the frame holds, centred.
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    return Path(
      ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    )
  }
}

extension Ellipse: Shape {
  /// The ellipse the frame holds.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

extension Capsule: Shape {
  /// The frame with its short sides made round.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
  }
}
