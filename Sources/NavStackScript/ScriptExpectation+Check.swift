import NavStack

/// Checking an expectation against a frame.
///
/// Text is matched against the screen's text as `Canvas.text` gives it: rows joined by
/// newlines, trailing spaces removed, wide characters once. So `Expect "日本語"` matches
/// however many cells the characters take, and a text with `\n` may span rows.
extension ScriptExpectation {
  /// Nil when the expectation holds; otherwise what was expected and, where useful, what was
  /// found (`expected row 0 to contain "< Folders"`), without place or screen.
  ///
  /// `stack` is read only by `ExpectStack`.
  public func failure(on canvas: Canvas, stack: () -> String) -> String? {
    switch self {
    case .screenContains(let text):
      return canvas.text.firstRange(of: text) != nil
        ? nil : "expected \(ScriptQuote.quoted(text)) on the screen"
    case .rowContains(let row, let text):
      let expected = "expected row \(row) to contain \(ScriptQuote.quoted(text))"
      guard row < canvas.size.height else {
        return expected + ", but the screen has only \(canvas.size.height) rows"
      }
      return canvas.text(ofRow: row).firstRange(of: text) != nil ? nil : expected
    case .screenLacks(let text):
      guard canvas.text.firstRange(of: text) != nil else { return nil }
      let row = (0..<canvas.size.height).first {
        canvas.text(ofRow: $0).firstRange(of: text) != nil
      }
      let place = row.map { " (found on row \($0))" } ?? ""
      return "expected \(ScriptQuote.quoted(text)) not to be on the screen" + place
    case .stack(let expected):
      let actual = stack()
      guard actual != expected else { return nil }
      return "expected stack \(ScriptQuote.quoted(expected)), got \(ScriptQuote.quoted(actual))"
    }
  }
}
