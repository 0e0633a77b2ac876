/// What is drawn when the terminal is below the minimum size: one centred line, nothing else.
///
/// The state underneath is untouched, so growing the terminal brings the same screen back.
public enum TooSmallScreen {
  /// The one line shown: "Terminal too small (40×10 needed)".
  public static let message =
    "Terminal too small (\(Size.minimum.width)×\(Size.minimum.height) needed)"

  /// The message as it fits `size`: whole, then on two lines, then shortened to
  /// "40×10 needed" and "40×10", so what is needed always shows.
  public static func lines(for size: Size) -> [String] {
    let needed = "\(Size.minimum.width)×\(Size.minimum.height)"
    let forms: [[String]] = [
      [message], ["Terminal too small", "(\(needed) needed)"], ["\(needed) needed"], [needed],
    ]
    for form in forms
    where form.count <= size.height && form.allSatisfy({ $0.cellWidth <= size.width }) {
      return form
    }
    return [needed.truncated(toWidth: size.width)]
  }

  /// A canvas of `size` with the message centred.
  public static func render(size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    guard size.width > 0, size.height > 0 else { return canvas }
    let lines = lines(for: size)
    let top = max(0, (size.height - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      canvas.draw(line, x: max(0, (size.width - line.cellWidth) / 2), y: top + index)
    }
    return canvas
  }
}
