@_spi(_Unicode) import Swift

extension String {
  /// Whether `query` appears in the text when case and diacritics are ignored.
  ///
  /// What the lists' `/` filter matches with: `cafe` finds `Café`, `CRÈME` finds `crème`,
  /// `strasse` finds `Straße`. The same matching as Foundation's `localizedStandardContains`,
  /// without linking Foundation proper (and ICU's data) into the binary: both sides are
  /// decomposed (NFD), their combining marks (`Grapheme_Extend`) dropped and their letters
  /// case-folded, then compared; a match starts and ends where a character of the text does,
  /// so `i` is not found inside `ﬁ` though `fi` is. ASCII text, the common case, is compared
  /// byte by byte without any copy.
  func containsIgnoringCaseAndDiacritics(_ query: String) -> Bool {
    if query.isEmpty { return true }
    if let found = Self.asciiContains(self, query) { return found }
    let text = FoldedText(self)
    let wanted = FoldedText(query).scalars
    guard !wanted.isEmpty else { return true }
    guard wanted.count <= text.scalars.count else { return false }
    for start in 0...(text.scalars.count - wanted.count) where text.startsCharacter[start] {
      let end = start + wanted.count
      guard end == text.scalars.count || text.startsCharacter[end] else { continue }
      if text.scalars[start..<end].elementsEqual(wanted) { return true }
    }
    return false
  }

  /// The answer when both texts are ASCII (case folded by hand); nil when either is not.
  private static func asciiContains(_ text: String, _ query: String) -> Bool? {
    var text = text
    var query = query
    return text.withUTF8 { haystack in
      query.withUTF8 { needle -> Bool? in
        guard haystack.allSatisfy({ $0 < 0x80 }), needle.allSatisfy({ $0 < 0x80 }) else {
          return nil
        }
        guard needle.count <= haystack.count else { return false }
        func lower(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }
        for start in 0...(haystack.count - needle.count) {
          var index = 0
          while index < needle.count && lower(haystack[start + index]) == lower(needle[index]) {
            index += 1
          }
          if index == needle.count { return true }
        }
        return false
      }
    }
  }
}

/// A text as the filter compares it: decomposed, without combining marks, case-folded.
private struct FoldedText {
  /// The folded scalars.
  var scalars: [Unicode.Scalar] = []
  /// For each of them, whether it is the first of a character of the original text (a
  /// ligature or `ß` folds to several).
  var startsCharacter: [Bool] = []

  init(_ text: String) {
    scalars.reserveCapacity(text.utf8.count)
    startsCharacter.reserveCapacity(text.utf8.count)
    for scalar in text._nfd where !Self.isMark(scalar) {
      var first = true
      for folded in Self.fold(scalar) {
        for part in String(folded)._nfd where !Self.isMark(part) {
          scalars.append(part)
          startsCharacter.append(first)
          first = false
        }
      }
    }
  }

  /// Marks that decomposition leaves after their letter, and that diacritic-insensitive
  /// matching ignores: the scalars with the `Grapheme_Extend` property.
  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isGraphemeExtend
  }

  /// The scalar case-folded: its uppercase form lowercased (`ß` gives `ss`, `ﬁ` gives `fi`,
  /// `ς` gives `σ`), except for the dotless `ı`, which folds to itself.
  private static func fold(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
    if scalar == "\u{131}" { return [scalar] }
    var result: [Unicode.Scalar] = []
    for upper in scalar.properties.uppercaseMapping.unicodeScalars {
      result.append(contentsOf: upper.properties.lowercaseMapping.unicodeScalars)
    }
    return result
  }
}
