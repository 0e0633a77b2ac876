/// What is drawn when the terminal is below the minimum size: one centred line, nothing else.
///
/// The state underneath is untouched, so growing the terminal brings the same screen back.
public enum TooSmallScreen {
  /// The one line shown: "Terminal too small (40×10 needed)".
  public static let message =
    "Terminal too small (\(Size.minimum.width)×\(Size.minimum.height) needed)"

  /// A canvas of `size` with the message centred, cut to the width when even it does not fit.
  public static func render(size: Size) -> Canvas {
    var canvas = Canvas(size: size)
    guard size.width > 0, size.height > 0 else { return canvas }
    let text = message.truncated(toWidth: size.width)
    canvas.draw(text, x: max(0, (size.width - text.cellWidth) / 2), y: size.height / 2)
    return canvas
  }
}
