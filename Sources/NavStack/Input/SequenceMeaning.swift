/// What complete sequences mean: the key forms of every terminal NavStack supports, in one
/// place, read by the decoder and (through `TerminalKeys`) by the encoder replays use.
///
/// The forms do not clash, so one table serves every `TERM`: xterm's `CSI 1;5A` and `SS3 P`,
/// vt220/linux/screen's `CSI 1~`…`CSI 6~`, rxvt's `CSI 7~`/`CSI 8~`, `CSI a` and `SS3 a` and its
/// `$ ^ @` modifier finals, linux's `CSI [A`…`CSI [E`, kitty's `CSI code;mods u`, xterm's
/// modifyOtherKeys `CSI 27;mods;code~`, SGR (`CSI <b;x;yM`) and X10 mouse reports, focus
/// reports (`CSI I`, `CSI O`) and the bracketed-paste start `CSI 200~`.
enum SequenceMeaning {
  /// What a CSI means.
  enum Meaning {
    case events([InputEvent])
    case pasteStart
    case unknown
  }

  /// `CSI n ~` keys, as vt220, linux, screen, rxvt and xterm number them.
  static let tildeKeys: [Int: Key] = [
    1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
    11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
    17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
    23: .function(11), 24: .function(12), 25: .function(13), 26: .function(14),
    28: .function(15), 29: .function(16), 31: .function(17), 32: .function(18),
    33: .function(19), 34: .function(20),
  ]

  /// Keys named by a final letter, after CSI (xterm's cursor keys) or SS3.
  static let letterKeys: [UInt8: Key] = [
    0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end,
    0x50: .function(1), 0x51: .function(2), 0x52: .function(3), 0x53: .function(4),
  ]

  /// A C0 control byte or DEL as a key: Enter, Tab, Backspace, Esc, or Ctrl with a letter.
  static func control(_ byte: UInt8) -> Key {
    switch byte {
    case 0x0D, 0x0A: return .enter
    case 0x09: return .tab
    case 0x08, 0x7F: return .backspace
    case 0x1B: return .escape
    case 0x00: return Key.space.with(.control)
    case 0x01...0x1A: return .control(Character(Unicode.Scalar(byte + 0x60)))
    default: return Key.character(Character(Unicode.Scalar(byte + 0x40))).with(.control)
    }
  }

  /// Whether parameters before a `$` are rxvt's Shift form of a `~` key (`CSI 7$`).
  static func isRxvtShift(_ parameters: ArraySlice<UInt8>) -> Bool {
    !parameters.isEmpty && parameters.allSatisfy { (0x30...0x39).contains($0) }
  }

  /// The meaning of CSI `parameters` `final`; `trailing` holds the bytes an X10 report or a
  /// linux function key (`CSI [A`) carries after the final byte.
  static func controlSequence(
    parameters: ArraySlice<UInt8>, final: UInt8, trailing: [UInt8]
  ) -> Meaning {
    if parameters.contains(where: { $0 < 0x30 }) { return .unknown }  // intermediates
    guard let marker = parameters.first, (0x3C...0x3F).contains(marker) else {
      return plain(Parameters(parameters), final: final, trailing: trailing)
    }
    let isMouse = final == UInt8(ascii: "M") || final == UInt8(ascii: "m")
    guard marker == UInt8(ascii: "<"), isMouse else { return .unknown }
    let report = MouseReport.sgr(
      Parameters(parameters.dropFirst()), pressed: final == UInt8(ascii: "M"))
    return report.map { .events($0) } ?? .unknown
  }

  private static func plain(_ numbers: Parameters, final: UInt8, trailing: [UInt8]) -> Meaning {
    let key: Key?
    switch final {
    case UInt8(ascii: "~"):
      if numbers[0] == 200 { return .pasteStart }
      if numbers[0] == 201 { return .events([]) }  // an end marker without its start
      if numbers[0] == 27 { return .events(modifyOtherKeys(numbers).map { [.key($0)] } ?? []) }
      key = tildeKeys[numbers[0]].map { $0.with(numbers.modifiers(at: 1)) }
    case UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"):
      let modifiers: KeyModifiers =
        switch final {
        case UInt8(ascii: "$"): .shift
        case UInt8(ascii: "^"): .control
        default: [.control, .shift]
        }
      key = tildeKeys[numbers[0]].map { $0.with(modifiers) }
    case UInt8(ascii: "u"):
      return .events(KittyKey.key(numbers).map { [.key($0)] } ?? [])
    case UInt8(ascii: "Z"):
      key = Key.backTab.with(numbers.modifiers(at: 1))
    case UInt8(ascii: "a")...UInt8(ascii: "d"):
      key = letterKeys[final - 0x20].map { $0.with(.shift) }  // rxvt: Shift+arrows
    case UInt8(ascii: "I") where numbers.isEmpty: return .events([.focus(true)])
    case UInt8(ascii: "O") where numbers.isEmpty: return .events([.focus(false)])
    case UInt8(ascii: "M") where numbers.isEmpty:
      return MouseReport.x10(trailing).map { .events($0) } ?? .unknown
    case UInt8(ascii: "["):
      guard numbers.isEmpty, let letter = trailing.first, (0x41...0x45).contains(letter) else {
        return .unknown
      }
      key = .function(Int(letter - 0x40))  // the linux console's F1–F5
    default:
      // `CSI 1;5A`; an old form puts the modifiers first (`CSI 5A`).
      let modifiers = numbers.count == 1 ? numbers.modifiers(at: 0) : numbers.modifiers(at: 1)
      key = letterKeys[final].map { $0.with(modifiers) }
    }
    return key.map { .events([.key($0)]) } ?? .unknown
  }

  /// SS3 `final`, with xterm's optional modifier parameters (`ESC O 5 P`, `ESC O 1;5P`).
  static func singleShift(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
    let numbers = Parameters(parameters)
    let modifiers = numbers.count == 1 ? numbers.modifiers(at: 0) : numbers.modifiers(at: 1)
    if let key = letterKeys[final] { return key.with(modifiers) }
    switch final {
    case UInt8(ascii: "a")...UInt8(ascii: "d"):
      return letterKeys[final - 0x20].map { $0.with(.control) }  // rxvt: Ctrl+arrows
    case UInt8(ascii: "M"): return Key.enter.with(modifiers)  // keypad Enter
    case UInt8(ascii: "I"): return Key.tab.with(modifiers)
    case UInt8(ascii: "j")...UInt8(ascii: "y"), UInt8(ascii: "X"):
      // The keypad in application mode: * + , - . / 0–9 and =.
      let character = final == UInt8(ascii: "X") ? "=" : Character(Unicode.Scalar(final - 0x40))
      return Key.character(character).with(modifiers)
    default: return nil
    }
  }

  /// xterm's modifyOtherKeys: `CSI 27 ; mods ; code ~`.
  private static func modifyOtherKeys(_ numbers: Parameters) -> Key? {
    guard numbers.count >= 3 else { return nil }
    return KittyKey.base(code: numbers[2])?.with(numbers.modifiers(at: 1))
  }
}

/// The numeric parameters of a sequence: `1;5` is [1, 5]; sub-parameters (`97:65`) are kept
/// apart for kitty; a missing number reads as 0.
struct Parameters {
  private(set) var values: [[Int]] = []

  init(_ bytes: some Collection<UInt8>) {
    guard !bytes.isEmpty else { return }
    var current: [Int] = [0]
    for byte in bytes {
      switch byte {
      case 0x30...0x39:
        let last = current.count - 1
        current[last] = min(current[last] &* 10 &+ Int(byte - 0x30), 1 << 24)
      case UInt8(ascii: ":"): current.append(0)
      default:
        values.append(current)
        current = [0]
      }
    }
    values.append(current)
  }

  var count: Int { values.count }
  var isEmpty: Bool { values.isEmpty }

  /// The first number of parameter `index`, 0 when there is none.
  subscript(index: Int) -> Int { index < values.count ? values[index][0] : 0 }

  /// Sub-parameter `sub` of parameter `index`, or nil.
  func sub(_ index: Int, _ sub: Int) -> Int? {
    index < values.count && sub < values[index].count ? values[index][sub] : nil
  }

  /// The modifiers xterm encodes in parameter `index` (1 + bits).
  func modifiers(at index: Int) -> KeyModifiers {
    KeyModifiers(xtermParameter: self[index])
  }
}
