/// What is drawn when the terminal is below the minimum size: one centred line, and the
/// question of an alert that is up, with its answers.
///
/// The state underneath is untouched, so growing the terminal brings the same screen back. An
/// alert stays answerable (Ctrl+C with unsaved edits asks "Quit without saving?"): its title
/// and each button's key (`s Save · d Discard · c Cancel`) come first, the size needed after.
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

  /// The lines of an alert shown on the small screen: its title, then the key of each button
  /// and its title, as many to a line as fit, each shortened to `width`.
  @MainActor
  public static func lines(for alert: AlertState, width: Int) -> [String] {
    var lines = [Sanitizer.sanitize(alert.title).truncated(toWidth: width)]
    var line = ""
    for button in alert.buttons {
      let title = Sanitizer.sanitize(button.title)
      let choice = title.first.map { "\(String($0).lowercased()) \(title)" } ?? title
      if line.isEmpty {
        line = choice
      } else if (line + " · " + choice).cellWidth <= width {
        line += " · " + choice
      } else {
        lines.append(line.truncated(toWidth: width))
        line = choice
      }
    }
    if !line.isEmpty { lines.append(line.truncated(toWidth: width)) }
    return lines
  }

  /// A canvas of `size` with the message centred, under the question of `alert` when one is
  /// up; the question is kept whole first when both do not fit.
  @MainActor
  public static func render(size: Size, alert: AlertState? = nil) -> Canvas {
    var canvas = Canvas(size: size)
    guard size.width > 0, size.height > 0 else { return canvas }
    var rows = alert.map { lines(for: $0, width: size.width) } ?? []
    rows = Array(rows.prefix(size.height))
    let left = Size(width: size.width, height: size.height - rows.count - (rows.isEmpty ? 0 : 1))
    if left.height > 0 {
      rows += (rows.isEmpty ? [] : [""]) + lines(for: left)
    }
    let top = max(0, (size.height - rows.count) / 2)
    for (index, line) in rows.enumerated() {
      canvas.draw(line, x: max(0, (size.width - line.cellWidth) / 2), y: top + index)
    }
    return canvas
  }
}
