/// Turns the bytes a terminal sends into input events: the one decoder for every terminal.
///
/// It is pure (bytes in, events out) and knows no terminal library, so the ncurses backend,
/// replays (`Send`, and every scripted key encoded as a terminal would send it) and tests all
/// go through the same code. It reads the whole ECMA-48 grammar, so every sequence is consumed
/// whole: CSI with parameters and intermediates, SS3, OSC, DCS, SOS, PM and APC strings up to
/// ST or BEL, and the 8-bit C1 forms. What a complete sequence means comes from the key forms
/// of xterm, rxvt, linux, screen/tmux and vt100/vt220 (see `SequenceMeaning`), kitty's
/// `CSI … u`, modifyOtherKeys, SGR and X10 mouse reports, focus reports and bracketed paste.
/// A complete sequence it does not know becomes `.unrecognized`, to be logged; its bytes are
/// never typed.
///
/// Time matters in one case only: a lone Esc cannot be told from the start of a sequence until
/// the terminal has been quiet for a moment (`ESCDELAY`). The caller waits while `isWaiting`
/// and then calls `flush()`, which resolves what is held (Esc, or Alt with a key).
public struct InputDecoder: Sendable {
  /// Sequences this terminal sends for keys beyond the built-in forms (terminfo's strings).
  public private(set) var extraSequences: [[UInt8]: Key] = [:]
  private var buffer: [UInt8] = []
  private var position = 0
  /// The text of a bracketed paste being read, once its start marker came.
  private var paste: [UInt8]?

  static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// A decoder with only the built-in key forms.
  public init() {}

  /// Adds a sequence that means `key`, such as a terminfo key string.
  ///
  /// It wins over the built-in meaning of the same bytes. Sequences that do not start with
  /// Esc are ignored.
  public mutating func add(sequence: [UInt8], for key: Key) {
    guard sequence.count > 1, sequence.first == 0x1B else { return }
    extraSequences[sequence] = key
  }

  /// Whether bytes are held that only a pause can resolve (a lone Esc, an open sequence);
  /// the caller then waits `ESCDELAY` for more input before calling `flush()`.
  public var isWaiting: Bool { position < buffer.count && paste == nil }

  /// Whether a bracketed paste has started and its end has not come yet.
  public var isInPaste: Bool { paste != nil }

  /// Reads `bytes`; returns the events they complete.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    buffer.append(contentsOf: bytes)
    return drain(final: false)
  }

  /// The terminal has been quiet for the Esc delay: whatever is held is resolved now.
  ///
  /// A lone Esc is Esc, `ESC x` is Alt+x, an unfinished sequence is dropped. A paste keeps
  /// waiting for its end marker.
  public mutating func flush() -> [InputEvent] {
    drain(final: true)
  }

  /// Input has ended: flushes, and hands out a paste whose end never came.
  public mutating func finish() -> [InputEvent] {
    var events = flush()
    if var text = paste {
      text += buffer[position...]
      paste = nil
      events.append(.paste(Self.pasteText(text)))
      buffer = []
      position = 0
    }
    return events
  }

  private mutating func drain(final: Bool) -> [InputEvent] {
    var events: [InputEvent] = []
    while position < buffer.count {
      if paste != nil {
        if !readPaste(into: &events) { break }
        continue
      }
      let scanner = SequenceScanner(bytes: buffer, extra: extraSequences)
      guard
        case .done(let consumed, let found, let startsPaste) = scanner.scan(
          at: position, final: final)
      else { break }
      position += consumed
      events += found
      if startsPaste { paste = [] }
    }
    compact()
    return events
  }

  /// Moves paste bytes out of the buffer up to the end marker; true when the paste ended.
  ///
  /// A marker may be split between reads, so a tail that could start one waits for more.
  private mutating func readPaste(into events: inout [InputEvent]) -> Bool {
    let end = Self.pasteEnd
    var index = position
    while let escape = buffer[index...].firstIndex(of: 0x1B) {
      let available = buffer.count - escape
      if available < end.count {
        if buffer[escape...].elementsEqual(end.prefix(available)) {
          paste?.append(contentsOf: buffer[position..<escape])
          position = escape
          return false
        }
      } else if buffer[escape..<(escape + end.count)].elementsEqual(end) {
        paste?.append(contentsOf: buffer[position..<escape])
        events.append(.paste(Self.pasteText(paste ?? [])))
        paste = nil
        position = escape + end.count
        return true
      }
      index = escape + 1
    }
    paste?.append(contentsOf: buffer[position...])
    position = buffer.count
    return false
  }

  /// Pasted bytes as text: UTF-8 (invalid bytes become `�`), line breaks as `\n`.
  static func pasteText(_ bytes: [UInt8]) -> String {
    guard bytes.contains(13) else { return String(decoding: bytes, as: UTF8.self) }
    var unified: [UInt8] = []
    unified.reserveCapacity(bytes.count)
    var afterReturn = false
    for byte in bytes {
      if byte == 10 && afterReturn {
        afterReturn = false
        continue
      }
      afterReturn = byte == 13
      unified.append(afterReturn ? 10 : byte)
    }
    return String(decoding: unified, as: UTF8.self)
  }

  private mutating func compact() {
    if position >= buffer.count {
      buffer.removeAll(keepingCapacity: buffer.count < 4_096)
      position = 0
    } else if position > 4_096 {
      buffer.removeFirst(position)
      position = 0
    }
  }
}
