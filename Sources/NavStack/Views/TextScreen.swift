/// Static text, wrapped to the width it is given, as SwiftUI's `Text`.
@MainActor
public final class TextScreen: Screen {
  /// The text shown.
  public var string: String
  /// The style it is drawn in.
  public var style: Style

  /// Text showing `string` in `style`.
  public init(_ string: String, style: Style = .plain) {
    self.string = string
    self.style = style
  }

  /// The rows this text takes at `width`.
  public func height(forWidth width: Int) -> Int {
    max(1, AlertBox.wrap(Sanitizer.sanitize(string), width: width).count)
  }

  public override func draw(in canvas: inout Canvas, rect: Rect) {
    let lines = AlertBox.wrap(Sanitizer.sanitize(string), width: max(1, rect.width - 2))
    for (offset, line) in lines.prefix(rect.height).enumerated() {
      canvas.draw(line, x: rect.x + 1, y: rect.y + offset, maxWidth: rect.width - 1, style: style)
    }
  }
}
