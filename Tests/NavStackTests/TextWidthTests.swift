import NavStack
import Testing

@Suite("Text widths, truncation and sanitising")
struct TextWidthTests {
  @Test("wide characters take two cells, combining marks none")
  func widths() {
    #expect("abc".cellWidth == 3)
    #expect("日本語メモ".cellWidth == 10)
    #expect("📚".cellWidth == 2)
    #expect("e\u{301}".cellWidth == 1)
    #expect("❤️".cellWidth == 2)
    #expect("✓".cellWidth == 1)
  }

  @Test("truncation cuts at cell boundaries and ends with …")
  func truncation() {
    #expect("Quarterly plan".truncated(toWidth: 8) == "Quarter…")
    #expect("日本語メモ".truncated(toWidth: 6) == "日本…")
    #expect("日本語メモ".truncated(toWidth: 5) == "日本…")
    #expect("short".truncated(toWidth: 10) == "short")
    #expect("abc".truncated(toWidth: 0) == "")
  }

  @Test("control characters and escape sequences become �")
  func sanitising() {
    #expect(Sanitizer.sanitize("a\u{1B}[31mb") == "a�[31mb")
    #expect(Sanitizer.sanitize("bell\u{7}") == "bell�")
    #expect(Sanitizer.sanitize("c1\u{9B}x") == "c1�x")
    #expect(Sanitizer.sanitize("rtl\u{202E}x") == "rtl�x")
    #expect(Sanitizer.sanitize("fine ✓ 日本") == "fine ✓ 日本")
  }

  @Test("format characters a terminal gives no cell become �; joiners and tags stay")
  func cellless() {
    #expect(Sanitizer.sanitize("a\u{FEFF}b\u{2062}c\u{FFFE}d\u{E0001}e") == "a�b�c�d�e")
    let kept = "x\u{200B}y 👩‍👩‍👧 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    #expect(Sanitizer.sanitize(kept) == kept)
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.draw("a\u{FEFF}b", x: 0, y: 0)
    #expect(canvas.text(ofRow: 0).trimmingTrailingSpaces() == "a�b")
  }

  @Test("the canvas never holds a raw control character")
  func canvasSanitises() {
    var canvas = Canvas(size: Size(width: 10, height: 1))
    canvas.draw("a\u{1B}b\nc", x: 0, y: 0)
    #expect(canvas.text(ofRow: 0).trimmingTrailingSpaces() == "a�b�c")
  }

  @Test("a wide character that would straddle the edge becomes a space")
  func wideAtEdge() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.draw("ab日本", x: 0, y: 0)
    #expect(canvas.text(ofRow: 0) == "ab日 ")
    #expect(canvas[3, 0].isContinuation)
  }

  @Test("overwriting half of a wide character blanks the other half")
  func overwriteHalf() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.draw("日本語", x: 0, y: 0)
    canvas.draw("x", x: 1, y: 0)
    #expect(canvas.text(ofRow: 0) == " x本語")
  }
}

@Suite("Canvas clipping")
struct CanvasClipTests {
  @Test("writes outside the clip are dropped; the clip never widens the canvas")
  func clip() {
    var canvas = Canvas(size: Size(width: 10, height: 3))
    canvas.clip = Rect(x: 2, y: 1, width: 5, height: 1)
    canvas.draw("abcdefghij", x: 0, y: 1)
    canvas.draw("zzz", x: 0, y: 0)
    canvas.fill(Rect(x: 0, y: 2, width: 10, height: 1), style: .selection)
    canvas.draw("日本語", x: 5, y: 1)
    canvas.clip = nil
    #expect(canvas.text(ofRow: 0).trimmingTrailingSpaces() == "")
    #expect(canvas.text(ofRow: 1).trimmingTrailingSpaces() == "  cde日")
    #expect(canvas.styleRuns(ofRow: 2).isEmpty)
  }
}

@MainActor
@Suite("Text area wrapping")
struct TextAreaWrapTests {
  private func rows(_ text: String, width: Int) -> [String] {
    var value = text
    let area = TextArea("Notes", text: Binding(get: { value }, set: { value = $0 }))
    let characters = Array(text)
    return area.rows(width: width).map { String(characters[$0]) }
  }

  @Test("rows break after the last space; long words are cut; newlines end rows")
  func wrapping() {
    #expect(
      rows("Review with the team on Monday.", width: 24) == ["Review with the team on ", "Monday."])
    #expect(rows("aaaa bbbb", width: 4) == ["aaaa ", "bbbb"])
    #expect(rows("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    #expect(rows("one\ntwo", width: 10) == ["one", "two"])
    #expect(rows("日本語のメモ", width: 5) == ["日本", "語の", "メモ"])
    #expect(rows("", width: 5) == [""])
  }

  @Test("↑ on the first line and ↓ on the last are not taken, so they move focus")
  func arrowsAtTheEdgesMoveFocus() {
    var value = "one\ntwo"
    let area = TextArea("Notes", text: Binding(get: { value }, set: { value = $0 }))
    area.isFocused = true
    var canvas = Canvas(size: Size(width: 20, height: 4))
    area.draw(in: &canvas, rect: Rect(x: 0, y: 0, width: 20, height: 4))
    _ = area.handle(.modified(.end, .control))
    #expect(area.handle(.down) == false)
    #expect(area.handle(.up) == true)
    #expect(area.handle(.up) == false)
    #expect(area.handle(.down) == true)
  }
}
