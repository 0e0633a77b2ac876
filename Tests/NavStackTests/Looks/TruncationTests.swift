import Testing

@testable import NavStack

/// Where a line too long is cut (`.truncationMode`), in cells, wide characters included.
@Suite("Truncation modes")
struct TruncationTests {
  @Test("tail, head and middle keep as many cells as fit beside the …")
  func modes() {
    let line = "abcdefghij"
    #expect(line.truncated(toWidth: 6, mode: .tail) == "abcde…")
    #expect(line.truncated(toWidth: 6, mode: .head) == "…fghij")
    #expect(line.truncated(toWidth: 6, mode: .middle) == "abc…ij")
    #expect(line.truncated(toWidth: 10, mode: .middle) == line)
  }

  @Test("a wide character that does not fit is left out; the line never passes its width")
  func wide() {
    #expect("日本語のテキスト".truncated(toWidth: 6, mode: .middle) == "日…ト")
    #expect("日本語のテキスト".truncated(toWidth: 6, mode: .head).cellWidth <= 6)
  }
}
