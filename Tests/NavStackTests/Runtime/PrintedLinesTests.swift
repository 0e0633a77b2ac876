import NavStack
import Testing

/// Captured bytes become log lines only at their newline, whatever pieces they arrive in.
@Suite("Printed lines: bytes to log lines")
struct PrintedLinesTests {
  @Test("a line waits for its newline, even split inside a character")
  func pieces() {
    var lines = PrintedLines()
    let bytes = Array("héllo\nwor".utf8)
    #expect(lines.append(bytes[0..<2]).isEmpty)
    #expect(lines.append(bytes[2...]) == ["héllo"])
    #expect(lines.append(Array("ld\r\n\n".utf8)) == ["world", ""])
    #expect(lines.finish().isEmpty)
    #expect(lines.append(Array("end".utf8)).isEmpty)
    #expect(lines.finish() == ["end"])
  }

  @Test("tabs become spaces to the next multiple of 8; invalid UTF-8 shows as �")
  func tabsAndInvalid() {
    var lines = PrintedLines()
    #expect(lines.append(Array("a\tb\t\tc\n".utf8)) == ["a       b               c"])
    #expect(lines.append([0x61, 0xFF, 0x0A]) == ["a\u{FFFD}"])
  }

  @Test("a line without a newline is cut at the maximum, so it cannot grow without bound")
  func longLine() {
    var lines = PrintedLines()
    let cut = lines.append(
      repeatElement(UInt8(ascii: "x"), count: PrintedLines.maximumLineBytes + 5))
    #expect(cut.count == 1)
    #expect(cut.first?.count == PrintedLines.maximumLineBytes)
    #expect(lines.finish() == ["xxxxx"])
  }
}
