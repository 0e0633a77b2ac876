import NavStack

/// A minimal terminal for checking what the app writes as ANSI text.
///
/// It understands exactly the sequences the app's encoder sends — cursor position, clear,
/// SGR, cursor visibility — and records anything else in `unknown`, so a test can tell that
/// nothing else (a data-borne escape sequence, a control character) reached the terminal.
/// It also checks that a row written from column 0 ends at the right edge.
public struct AnsiScreen {
  public var rows: [[Character]]
  public var cursorShown = true
  /// Sequences and writes that are not the encoder's own.
  public var unknown: [String] = []
  /// Rows written from column 0 that did not end at the right edge.
  public var rowWidthErrors: [String] = []
  private var x = 0
  private var y = 0
  /// The row being written since the last cursor move, and where it started.
  private var rowStart: (x: Int, y: Int)?

  public init(size: Size) {
    rows = Array(repeating: Array(repeating: " ", count: size.width), count: size.height)
  }

  /// Each row's text, second halves of wide characters left out, trailing spaces removed.
  public var text: String {
    rows.map { String($0.filter { $0 != "\u{0}" }).trimmingTrailingSpaces() }
      .joined(separator: "\n")
  }

  public mutating func feed(_ text: String) {
    var characters = text.makeIterator()
    while let character = characters.next() {
      guard character == "\u{1B}" else {
        put(character)
        continue
      }
      guard characters.next() == "[" else {
        unknown.append("ESC not followed by [")
        continue
      }
      var parameters = ""
      var final: Character = " "
      while let next = characters.next() {
        if let value = next.asciiValue, (0x40...0x7E).contains(value) {
          final = next
          break
        }
        parameters.append(next)
      }
      apply(parameters, final)
    }
    endRow()
  }

  private mutating func apply(_ parameters: String, _ final: Character) {
    guard parameters.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";" || $0 == "?") }) else {
      unknown.append("parameters " + parameters.debugDescription)
      return
    }
    switch (final, parameters) {
    case ("H", _):
      endRow()
      let numbers = parameters.split(separator: ";").compactMap { Int($0) }
      guard numbers.count == 2 || parameters.isEmpty else {
        return unknown.append(parameters + "H")
      }
      y = numbers.count == 2 ? numbers[0] - 1 : 0
      x = numbers.count == 2 ? numbers[1] - 1 : 0
      rowStart = (x, y)
    case ("J", "2"):
      for index in rows.indices { rows[index] = rows[index].map { _ in " " } }
    case ("m", _): break
    case ("h", "?25"): cursorShown = true
    case ("l", "?25"): cursorShown = false
    default: unknown.append(parameters + String(final))
    }
  }

  private mutating func put(_ character: Character) {
    let width = character.cellWidth
    guard width > 0, y >= 0, y < rows.count, x >= 0, x + width <= rows[y].count else {
      unknown.append("\(character.debugDescription) of width \(width) at \(x),\(y)")
      return
    }
    rows[y][x] = character
    if width == 2 { rows[y][x + 1] = "\u{0}" }
    x += width
  }

  /// A row written from column 0 must end at the right edge.
  private mutating func endRow() {
    defer { rowStart = nil }
    guard let start = rowStart, start.x == 0, x != start.x || y != start.y else { return }
    let width = rows.first?.count ?? 0
    if x != width { rowWidthErrors.append("row \(start.y) ends at column \(x) of \(width)") }
  }
}
