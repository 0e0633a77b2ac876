/// The bordered panel a sheet is drawn in, inset over the dimmed layer below.
public enum SheetFrame {
  /// The panel's rectangle for the sheet at `depth` (1 for the first sheet) on a screen of
  /// `size`, leaving the key bar free; deeper sheets sit further in (R32).
  public static func frame(depth: Int, screen size: Size) -> Rect {
    let dx = min(2 * depth, max(0, (size.width - 20) / 2))
    let dy = min(depth, max(0, (size.height - 6) / 2))
    return Rect(x: dx, y: dy, width: size.width - 2 * dx, height: size.height - 1 - 2 * dy)
  }

  /// Dims what is below, then draws the border; returns the inside.
  public static func draw(in canvas: inout Canvas, frame: Rect) -> Rect {
    canvas.restyle(canvas.bounds) { style in
      Style(style.attributes.union(.dim).subtracting(.bold), role: .backdrop)
    }
    drawBox(in: &canvas, frame: frame, style: .border)
    return frame.insetBy(dx: 1, dy: 1)
  }

  /// A single-line box, its inside cleared.
  public static func drawBox(in canvas: inout Canvas, frame: Rect, style: Style) {
    guard frame.width >= 2, frame.height >= 2 else { return }
    canvas.fill(frame, style: .plain)
    let horizontal = String(repeating: "─", count: frame.width - 2)
    canvas.draw("┌" + horizontal + "┐", x: frame.x, y: frame.y, style: style)
    canvas.draw("└" + horizontal + "┘", x: frame.x, y: frame.maxY - 1, style: style)
    for y in (frame.y + 1)..<(frame.maxY - 1) {
      canvas.draw("│", x: frame.x, y: y, style: style)
      canvas.draw("│", x: frame.maxX - 1, y: y, style: style)
    }
  }
}
