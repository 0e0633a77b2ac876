/// The ways an xterm-like terminal reports a mouse button, and which one the app asked for.
enum MouseProtocol: Equatable {
  /// `ESC[<b;x;yM` on press, `…m` on release (mode 1006).
  case sgr
  /// `ESC[M` and three bytes, each 32 + the value (mode 1000 alone).
  case x10

  /// The protocol the output turned on last, or nil when it turned none on (or off again).
  ///
  /// Modes may be set one by one (`ESC[?1000h ESC[?1006h`) or together (`ESC[?1006;1000h`).
  init?(enabledIn output: [UInt8]) {
    func last(_ sequences: [String]) -> Int {
      sequences.compactMap { output.ranges(of: Array($0.utf8)).last?.lowerBound }.max() ?? -1
    }
    let on = last(["\u{1B}[?1000h", "\u{1B}[?1006;1000h"])
    let off = last(["\u{1B}[?1000l", "\u{1B}[?1006;1000l"])
    guard on > off else { return nil }
    let sgr = last(["\u{1B}[?1006h", "\u{1B}[?1006;1000h"])
    self = sgr > off ? .sgr : .x10
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
