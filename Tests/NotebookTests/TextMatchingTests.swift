import Foundation
import Testing

@testable import Notebook

/// The app's own text matching, written so the binary does not link Foundation proper, gives
/// what the Foundation calls it replaced give (Foundation is linked into the tests only).
@Suite("Text matching without Foundation")
struct TextMatchingTests {
  /// Names with case, accents, ligatures, `ß`, other scripts and combining marks.
  static let names = [
    "Item 0000001", "Café crème", "CAFÉ", "naïve", "Ångström", "résumé", "Straße", "STRASSE",
    "İstanbul", "istanbul", "ﬁle", "file", "Ωmega", "ωmega", "Москва", "Ёлка", "елка", "日本語",
    "e\u{301}te", "été", "Œuvre", "Łódź", "lodz", "Æther", "ǅemal", "💡 idea", "Zoë", "Niño",
    "ＡＢＣ", "a\u{20DD}b", "Ørsted", "Việt Nam", "ﬃ", "ffi", "ıi", "ς σ",
  ]
  static let queries = [
    "item", "ITEM 00", "cafe", "creme", "naive", "angstrom", "resume", "strasse", "straße",
    "ss", "istanbul", "İ", "i", "file", "fi", "omega", "Ω", "МОСК", "елка", "ёлка", "日本", "ete",
    "été", "e", "oeuvre", "lodz", "łódź", "æther", "ǆ", "💡", "zoe", "ñ", "abc", "ab", "orsted",
    "viet", "việt", "ffi", "ﬃ", "I", "ı", "Σ", " ", "m 0",
  ]

  @Test("the list filter matches as localizedStandardContains does")
  func filterMatchesFoundation() {
    for name in Self.names {
      for query in Self.queries {
        #expect(
          name.containsIgnoringCaseAndDiacritics(query) == name.localizedStandardContains(query),
          "\(name) / \(query)")
      }
    }
  }

  @Test("trimming and blank names agree with Foundation's white space sets")
  func trimmingMatchesFoundation() {
    for value in 0...0x3100 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "\(scalar)\(scalar)a\(scalar)b\(scalar)"
      #expect(
        text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines),
        "U+\(String(value, radix: 16))")
      let alone = "\(scalar)"
      #expect(
        alone.isBlank == alone.trimmingCharacters(in: .whitespaces).isEmpty,
        "U+\(String(value, radix: 16))")
    }
  }
}
