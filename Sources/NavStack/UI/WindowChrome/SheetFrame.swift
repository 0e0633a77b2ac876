/// The bordered panel a sheet is drawn in, inset over the dimmed layer below.
public enum SheetFrame {
  /// The panel's rectangle for the sheet at `depth` (1 for the first sheet) on a screen of
  /// `size`, leaving the key bar free; deeper sheets sit further in (R32).
  ///
  /// A screen as wide as a split view's columns (regular width, R46) shows a sheet as an iPad
  /// does, as a form sheet: at most `formSheet` in size, centred. A narrower one shows it
  /// nearly whole, as an iPhone does.
  @MainActor
  public static func frame(depth: Int, screen size: Size) -> Rect {
    let dx = min(2 * depth, max(0, (size.width - 20) / 2))
    let dy = min(depth, max(0, (size.height - 6) / 2))
    let inset = Rect(
      x: dx, y: dy, width: size.width - 2 * dx, height: size.height - 1 - 2 * dy)
    let regular = NavigationSplitView<EmptyView, EmptyView, EmptyView>.expandedWidth
    guard size.width >= regular else { return inset }
    let width = min(inset.width, formSheet.width - 4 * (depth - 1))
    let height = min(inset.height, formSheet.height - 2 * (depth - 1))
    return Rect(
      x: (size.width - width) / 2, y: (size.height - 1 - height) / 2, width: width,
      height: height)
  }

  /// The largest sheet, in cells: a UIKit form sheet's 540 × 620 points, by `CellScale`.
  public static let formSheet = Size(
    width: CellScale.size(540, along: .horizontal), height: CellScale.size(620, along: .vertical))

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
