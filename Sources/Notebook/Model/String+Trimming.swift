extension String {
  /// The text without the white space and line breaks at either end.
  ///
  /// The same as Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)`, written here
  /// so the app does not link Foundation proper for it: that set is the Unicode `White_Space`
  /// property (the Z categories, U+0009–U+000D and U+0085) and U+200B, trimmed scalar by
  /// scalar.
  func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !Self.isWhitespaceOrNewline($0) }),
      let last = scalars.lastIndex(where: { !Self.isWhitespaceOrNewline($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  /// Whether the text holds nothing but spaces and tabs (an empty text does too).
  ///
  /// The same as Foundation's `trimmingCharacters(in: .whitespaces).isEmpty`: that set is the
  /// space separators (Unicode category Zs), U+0009 and U+200B. Line breaks are not blank here.
  var isBlank: Bool {
    unicodeScalars.allSatisfy {
      $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator
    }
  }

  private static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar == "\u{200B}"
  }
}
