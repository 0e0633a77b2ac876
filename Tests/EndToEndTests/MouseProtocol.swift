/// The ways an xterm-like terminal reports a mouse button, and which one the app asked for.
enum MouseProtocol: Equatable {
  /// `ESC[<b;x;yM` on press, `…m` on release (mode 1006).
  case sgr
  /// `ESC[M` and three bytes, each 32 + the value (mode 1000 alone).
  case x10

  /// The protocol the output turned on last, or nil when it turned none on (or off again).
  init?(enabledIn output: [UInt8]) {
    let sequences = ["\u{1B}[?1006;1000h", "\u{1B}[?1000h", "\u{1B}[?1006;1000l", "\u{1B}[?1000l"]
    let last = sequences.compactMap { sequence -> (Int, String)? in
      guard let range = output.ranges(of: Array(sequence.utf8)).last else { return nil }
      return (range.lowerBound, sequence)
    }.max { $0.0 < $1.0 }
    switch last?.1 {
    case "\u{1B}[?1006;1000h": self = .sgr
    case "\u{1B}[?1000h": self = .x10
    default: return nil
    }
  }

  /// A left-button press and release at a 0-based cell.
  func click(column: Int, row: Int) -> String {
    switch self {
    case .sgr:
      return "\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m"
    case .x10:
      let x = Character(Unicode.Scalar(UInt8(33 + column)))
      let y = Character(Unicode.Scalar(UInt8(33 + row)))
      return "\u{1B}[M \(x)\(y)\u{1B}[M#\(x)\(y)"
    }
  }
}
