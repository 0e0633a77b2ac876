/// The bytes a terminal of each family sends for each key: the tables replays encode keys
/// with and tests check the decoder against.
///
/// Families: xterm (and anything that follows it: kitty, foot, VTE, iTerm2), rxvt,
/// the linux console, screen and tmux, and vt100/vt220. The decoder reads every family at once
/// (their forms do not clash); a table says what one family sends, so the same key can be
/// encoded as each would send it.
public struct TerminalKeys: Sendable, Hashable {
  /// The terminal families whose keyboards NavStack knows.
  public enum Family: String, Sendable, CaseIterable {
    case xterm, rxvt, linux, screen, vt100, vt220
  }

  /// Which family this table is.
  public let family: Family

  /// The table of a family.
  public init(_ family: Family) { self.family = family }

  /// The table for a `TERM` value: `rxvt-unicode-256color` is rxvt, `tmux-256color` screen;
  /// anything unknown is taken as xterm, which most terminals follow.
  public init(terminalType: String) {
    let name = terminalType.lowercased()
    if name.hasPrefix("rxvt") || name.hasPrefix("urxvt") {
      family = .rxvt
    } else if name.hasPrefix("linux") {
      family = .linux
    } else if name.hasPrefix("screen") || name.hasPrefix("tmux") {
      family = .screen
    } else if name.hasPrefix("vt100") || name.hasPrefix("vt102") {
      family = .vt100
    } else if name.hasPrefix("vt2") || name.hasPrefix("vt3") || name.hasPrefix("vt4") {
      family = .vt220
    } else {
      family = .xterm
    }
  }

  /// The keys every table is checked on: each named key, with and without modifiers.
  public static let namedKeys: [Key] =
    KeyName.named.map(\.key) + (1...12).map(Key.function)

  /// The bytes this family sends for `key`, or nil when its keyboard cannot send it (the
  /// linux console has no Ctrl+Home).
  public func bytes(for key: Key) -> [UInt8]? {
    switch key {
    case .character(let c): return Array(String(c).utf8)
    case .control(let c):
      guard let ascii = c.asciiValue, (0x61...0x7A).contains(ascii) else { return nil }
      return [ascii - 0x60]
    case .alt(let c): return [0x1B] + Array(String(c).utf8)
    case .enter: return [0x0D]
    case .tab: return [0x09]
    case .escape: return [0x1B]
    case .backspace: return [0x7F]
    case .backTab: return Array("\u{1B}[Z".utf8)
    case .modified(let base, let modifiers): return modified(base, modifiers)
    default: return plain(key).map { Array($0.utf8) }
    }
  }

  /// The unmodified form of a cursor, editing or function key.
  private func plain(_ key: Key) -> String? {
    let csi = "\u{1B}[", ss3 = "\u{1B}O"
    switch (family, key) {
    case (.xterm, .home): return csi + "H"
    case (.xterm, .end): return csi + "F"
    case (.rxvt, .home): return csi + "7~"
    case (.rxvt, .end): return csi + "8~"
    case (_, .home): return csi + "1~"
    case (_, .end): return csi + "4~"
    case (.linux, .function(let n)) where n <= 5:
      return csi + "[" + Self.text(0x40 + n)
    case (.rxvt, .function(let n)) where n <= 4: return csi + "\(Self.tildeNumber(key) ?? 0)~"
    case (_, .function(let n)) where n <= 4:
      return ss3 + Self.text(0x4F + n)
    default:
      if let letter = Self.letter(of: key) { return csi + letter }
      return Self.tildeNumber(key).map { csi + "\($0)~" }
    }
  }

  /// A key with modifiers, as the family encodes them.
  private func modified(_ base: Key, _ modifiers: KeyModifiers) -> [UInt8]? {
    if modifiers == .alt, base != .escape, let plain = bytes(for: base) { return [0x1B] + plain }
    let csi = "\u{1B}["
    let parameter = modifiers.xtermParameter
    switch family {
    case .linux, .vt100, .vt220:
      return nil
    case .rxvt:
      if modifiers == .shift, let letter = Self.letter(of: base), base.isArrow {
        return Array((csi + letter.lowercased()).utf8)
      }
      if modifiers == .control, let letter = Self.letter(of: base), base.isArrow {
        return Array(("\u{1B}O" + letter.lowercased()).utf8)
      }
      guard let number = Self.tildeNumber(base) else { return nil }
      let finals: [KeyModifiers: String] = [.shift: "$", .control: "^", [.control, .shift]: "@"]
      return finals[modifiers].map { Array((csi + "\(number)" + $0).utf8) }
    case .xterm, .screen:
      if let letter = Self.letter(of: base) {
        return Array((csi + "1;\(parameter)" + letter).utf8)
      }
      if case .function(let n) = base, n <= 4 {
        return Array((csi + "1;\(parameter)" + Self.text(0x4F + n)).utf8)
      }
      if let number = Self.tildeNumber(base) {
        return Array((csi + "\(number);\(parameter)~").utf8)
      }
      guard let (code, held) = Self.otherKeyCode(base) else { return nil }
      let all = modifiers.union(held).xtermParameter
      return Array((csi + "27;\(all);\(code)~").utf8)  // modifyOtherKeys
    }
  }

  /// The final letter of xterm's cursor keys (`A` for Up), or nil.
  private static func letter(of key: Key) -> String? {
    SequenceMeaning.letterKeys.first { $0.value == key && $0.key < 0x50 }
      .map { String(Character(Unicode.Scalar($0.key))) }
  }

  /// The number of a `CSI n ~` key as vt220 counts them (Home is 1, End 4).
  private static func tildeNumber(_ key: Key) -> Int? {
    SequenceMeaning.tildeKeys.filter { $0.value == key }.keys.min()
  }

  /// The code modifyOtherKeys reports for Enter, Tab, Esc, Backspace or a character, with the
  /// modifier the key's own case holds (Ctrl for `.control`).
  private static func otherKeyCode(_ key: Key) -> (Int, KeyModifiers)? {
    switch key {
    case .enter: return (13, [])
    case .tab: return (9, [])
    case .escape: return (27, [])
    case .backspace: return (127, [])
    case .character(let c): return scalar(of: c).map { ($0, []) }
    case .control(let c): return scalar(of: c).map { ($0, .control) }
    case .alt(let c): return scalar(of: c).map { ($0, .alt) }
    default: return nil
    }
  }

  private static func scalar(of character: Character) -> Int? {
    character.unicodeScalars.count == 1 ? character.unicodeScalars.first.map { Int($0.value) } : nil
  }

  /// One ASCII byte as text.
  private static func text(_ byte: Int) -> String {
    String(Character(Unicode.Scalar(UInt8(byte))))
  }
}

extension Key {
  /// Whether this is one of the four arrow keys.
  var isArrow: Bool { self == .up || self == .down || self == .left || self == .right }
}
