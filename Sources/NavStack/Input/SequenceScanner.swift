/// Reads one token at a position of the decoder's buffer: a byte, a character, or a whole
/// escape sequence (ECMA-48), and says what it means.
///
/// The grammar: ESC (or a C1 byte) introduces CSI (`[`, 0x9B) with parameter bytes 0x30–0x3F,
/// intermediate bytes 0x20–0x2F and a final byte 0x40–0x7E; SS3 (`O`, 0x8F) with one final
/// byte (xterm may put modifier parameters before it); and the strings OSC (`]`), DCS (`P`),
/// SOS (`X`), PM (`^`) and APC (`_`), which run to ST (`ESC \`) or BEL. A control byte inside a
/// sequence ends it as malformed and is read again on its own.
struct SequenceScanner {
  /// What one scan found.
  enum Scan: Equatable {
    /// More bytes are needed (and the caller is not resolving at a timeout).
    case incomplete
    /// `consumed` bytes made these events; `startsPaste` when they were a paste's start marker.
    case done(consumed: Int, events: [InputEvent], startsPaste: Bool)

    static func of(_ consumed: Int, _ events: [InputEvent]) -> Scan {
      .done(consumed: consumed, events: events, startsPaste: false)
    }
  }

  let bytes: [UInt8]
  let extra: [[UInt8]: Key]

  /// The longest sequence read before it is dropped as malformed.
  static let maximumSequence = 256
  /// The longest OSC/DCS/APC string read before it is dropped.
  static let maximumString = 65_536

  /// The token at `start`; with `final`, nothing is left incomplete (the terminal went quiet).
  func scan(at start: Int, final: Bool) -> Scan {
    let byte = bytes[start]
    switch byte {
    case 0x1B:
      return escape(at: start, final: final)
    case 0x00..<0x20, 0x7F:
      return .of(1, [.key(SequenceMeaning.control(byte))])
    case 0x20..<0x7F:
      return .of(1, [.key(.character(Character(Unicode.Scalar(byte))))])
    case 0x80..<0xA0:
      return c1(byte, at: start, length: 1, final: final)
    default:
      return character(at: start, final: final)
    }
  }

  /// A UTF-8 character; a C1 control written in UTF-8 is read as the C1 byte.
  private func character(at start: Int, final: Bool) -> Scan {
    let lead = bytes[start]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .of(1, [])  // a stray continuation byte or an invalid lead: dropped
    }
    var end = start + 1
    while end < bytes.count, end < start + length, bytes[end] & 0xC0 == 0x80 { end += 1 }
    if end < start + length {
      if end == bytes.count && !final { return .incomplete }
      return .of(end - start, [])  // cut short: dropped
    }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1,
      scalar != "\u{FFFD}" || bytes[start..<end].elementsEqual([0xEF, 0xBF, 0xBD])
    else { return .of(length, []) }
    if (0x80..<0xA0).contains(scalar.value) {
      return c1(UInt8(scalar.value), at: start, length: length, final: final)
    }
    let character = Character(scalar)
    return .of(length, Sanitizer.isSafe(character) ? [.key(.character(character))] : [])
  }

  /// A C1 control: the 8-bit form of ESC and a letter.
  private func c1(_ byte: UInt8, at start: Int, length: Int, final: Bool) -> Scan {
    introduced(by: byte - 0x40, at: start, bodyStart: start + length, final: final)
      ?? .of(length, [.unrecognized(ByteText.describe(bytes[start..<(start + length)]))])
  }

  /// ESC and what follows it.
  private func escape(at start: Int, final: Bool) -> Scan {
    let next = start + 1
    guard next < bytes.count else { return final ? .of(1, [.key(.escape)]) : .incomplete }
    // A terminal's own key string that is no control sequence (linux's Shift+Tab, ESC Tab).
    for (sequence, key) in extra
    where sequence.count == 2 && bytes[next] == sequence[1] && sequence[0] == 0x1B {
      return .of(2, [.key(key)])
    }
    let byte = bytes[next]
    if let scan = introduced(by: byte, at: start, bodyStart: next + 1, final: final) {
      return scan
    }
    if byte == 0x1B, final, next + 1 == bytes.count {
      return .of(1, [.key(.escape)])  // two Esc presses, not Alt+Esc
    }
    // ESC before a key is Alt with that key (ESC x, ESC ESC [ A).
    let inner = scan(at: next, final: final)
    guard case .done(let consumed, let events, let startsPaste) = inner else { return inner }
    if events.count == 1, case .key(let key) = events[0], !startsPaste {
      return .of(consumed + 1, [.key(key.with(.alt))])
    }
    return .of(1, [.key(.escape)])
  }

  /// The sequence a 7-bit introducer byte (`[`, `O`, `]`, `P`, `X`, `^`, `_`) starts, or nil.
  private func introduced(by byte: UInt8, at start: Int, bodyStart: Int, final: Bool) -> Scan? {
    switch byte {
    case UInt8(ascii: "["): return controlSequence(at: start, bodyStart: bodyStart, final: final)
    case UInt8(ascii: "O"): return singleShift(at: start, bodyStart: bodyStart, final: final)
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"),
      UInt8(ascii: "_"):
      return string(at: start, bodyStart: bodyStart, final: final)
    default: return nil
    }
  }

  /// At a timeout, an introducer with nothing after it was Alt with that character.
  private func introducerAlone(at start: Int, bodyStart: Int) -> Scan? {
    guard bodyStart == bytes.count, bytes[start] == 0x1B else { return nil }
    let character = Character(Unicode.Scalar(bytes[start + 1]))
    return .of(2, [.key(Key.character(character).with(.alt))])
  }

  /// Bytes up to `end` dropped as a sequence nobody knows (logged, never typed).
  private func dropped(_ start: Int, _ end: Int) -> Scan {
    .of(end - start, [.unrecognized(ByteText.describe(bytes[start..<end]))])
  }

  /// CSI: parameters, intermediates, a final byte; then its meaning.
  private func controlSequence(at start: Int, bodyStart: Int, final: Bool) -> Scan {
    var index = bodyStart
    var intermediates = false
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x30...0x3F where !intermediates:
        index += 1
      case 0x24 where !intermediates && SequenceMeaning.isRxvtShift(bytes[bodyStart..<index]):
        // rxvt's Shift+Home (`7$`): `$` is an intermediate byte that ends this sequence.
        return complete(start, body: bodyStart, finalAt: index, final: final)
      case 0x20...0x2F:
        intermediates = true
        index += 1
      case 0x40...0x7E:
        return complete(start, body: bodyStart, finalAt: index, final: final)
      default:
        return dropped(start, index)  // a control inside: the sequence is cut off
      }
      if index - start > Self.maximumSequence { return dropped(start, index) }
    }
    if !final { return .incomplete }
    return introducerAlone(at: start, bodyStart: bodyStart) ?? dropped(start, index)
  }

  /// A complete CSI whose final byte is at `finalAt`; X10 mouse reports and linux's F1–F5
  /// read the bytes after it.
  private func complete(_ start: Int, body: Int, finalAt: Int, final: Bool) -> Scan {
    let finalByte = bytes[finalAt]
    var end = finalAt + 1
    var trailing: [UInt8] = []
    if body == finalAt && (finalByte == UInt8(ascii: "M") || finalByte == UInt8(ascii: "[")) {
      let count = finalByte == UInt8(ascii: "M") ? 3 : 1
      guard end + count <= bytes.count else {
        return final ? dropped(start, bytes.count) : .incomplete
      }
      trailing = Array(bytes[end..<(end + count)])
      end += count
    }
    let whole = Array(bytes[start..<end])
    if let key = extra[whole] { return .of(end - start, [.key(key)]) }
    let meaning = SequenceMeaning.controlSequence(
      parameters: bytes[body..<finalAt], final: finalByte, trailing: trailing)
    switch meaning {
    case .events(let events): return .of(end - start, events)
    case .pasteStart: return .done(consumed: end - start, events: [], startsPaste: true)
    case .unknown: return dropped(start, end)
    }
  }

  /// SS3: an optional parameter list (xterm's `ESC O 5 P`) and a final byte.
  private func singleShift(at start: Int, bodyStart: Int, final: Bool) -> Scan {
    var index = bodyStart
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x30...0x3F:
        index += 1
      case 0x40...0x7E:
        let end = index + 1
        if let key = extra[Array(bytes[start..<end])] { return .of(end - start, [.key(key)]) }
        guard
          let key = SequenceMeaning.singleShift(
            parameters: bytes[bodyStart..<index], final: byte)
        else { return dropped(start, end) }
        return .of(end - start, [.key(key)])
      default:
        return dropped(start, index)
      }
      if index - start > Self.maximumSequence { return dropped(start, index) }
    }
    if !final { return .incomplete }
    return introducerAlone(at: start, bodyStart: bodyStart) ?? dropped(start, index)
  }

  /// OSC, DCS, SOS, PM or APC: everything up to ST (`ESC \` or 0x9C) or BEL, dropped whole.
  private func string(at start: Int, bodyStart: Int, final: Bool) -> Scan {
    var index = bodyStart
    while index < bytes.count {
      switch bytes[index] {
      case 0x07, 0x9C:
        return dropped(start, index + 1)
      case 0x1B:
        guard index + 1 < bytes.count else {
          return final ? dropped(start, index) : .incomplete
        }
        if bytes[index + 1] == UInt8(ascii: "\\") { return dropped(start, index + 2) }
        return dropped(start, index)  // another sequence began: this one was cut off
      default:
        index += 1
      }
      if index - start > Self.maximumString { return dropped(start, index) }
    }
    if !final { return .incomplete }
    return introducerAlone(at: start, bodyStart: bodyStart) ?? dropped(start, index)
  }
}
