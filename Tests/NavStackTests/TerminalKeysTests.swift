import TestSupport
import Testing

@testable import NavStack

@Suite("Each terminal family's keys decode to themselves")
struct TerminalKeysTests {
  static let modifierSets: [KeyModifiers] = [
    [], .shift, .alt, .control, [.control, .shift], [.control, .alt],
  ]

  @Test("every key a family can send decodes to that key", arguments: TerminalKeys.Family.allCases)
  func roundTrip(family: TerminalKeys.Family) {
    let table = TerminalKeys(family)
    var encoded = 0
    for base in TerminalKeys.namedKeys + [.character("x"), .control("s"), .alt("x")] {
      for modifiers in Self.modifierSets {
        let key = base.with(modifiers)
        guard let bytes = table.bytes(for: key) else { continue }
        encoded += 1
        #expect(
          decoded(bytes) == [.key(key)],
          "\(family): \(KeyName.name(of: key)) as \(ByteText.describe(bytes))")
      }
    }
    #expect(encoded >= TerminalKeys.namedKeys.count)
  }

  @Test("the editing and function keys of each family")
  func unmodifiedForms() {
    let expected: [(TerminalKeys.Family, Key, String)] = [
      (.xterm, .home, "ESC[H"), (.xterm, .function(1), "ESCOP"),
      (.xterm, Key.right.with(.control), "ESC[1;5C"),
      (.screen, .home, "ESC[1~"), (.screen, .end, "ESC[4~"),
      (.linux, .function(1), "ESC[[A"), (.linux, .function(6), "ESC[17~"),
      (.rxvt, .home, "ESC[7~"), (.rxvt, .function(1), "ESC[11~"),
      (.rxvt, Key.up.with(.shift), "ESC[a"), (.rxvt, Key.right.with(.control), "ESCOc"),
      (.vt100, .function(4), "ESCOS"), (.vt220, .pageDown, "ESC[6~"),
    ]
    for (family, key, text) in expected {
      #expect(TerminalKeys(family).bytes(for: key).map(ByteText.describe) == text, "\(family)")
    }
    #expect(TerminalKeys(.linux).bytes(for: Key.home.with(.control)) == nil)
  }

  @Test("TERM names pick their family")
  func families() {
    let cases: [(String, TerminalKeys.Family)] = [
      ("xterm-256color", .xterm), ("xterm", .xterm), ("tmux-256color", .screen),
      ("screen-256color", .screen), ("linux", .linux), ("rxvt-unicode-256color", .rxvt),
      ("vt100", .vt100), ("vt220", .vt220), ("foot", .xterm),
    ]
    for (name, family) in cases { #expect(TerminalKeys(terminalType: name).family == family) }
  }

  @Test("names of keys with modifiers read back as the same key")
  func names() {
    for base in TerminalKeys.namedKeys {
      for modifiers in Self.modifierSets {
        let key = base.with(modifiers)
        #expect(KeyName.key(named: KeyName.name(of: key)) == key, "\(KeyName.name(of: key))")
      }
    }
    #expect(KeyName.key(named: "Ctrl+Right") == .modified(.right, .control))
    #expect(KeyName.key(named: "Ctrl+Alt+x") == .modified(.control("x"), .alt))
    #expect(KeyName.key(named: "Shift+Tab") == .backTab)
  }
}

@Suite("Input decoder: random bytes")
struct InputDecoderPropertyTests {
  /// Outside a paste, a character is typed only if its bytes were sent as printable text.
  ///
  /// No fragment of a sequence ever becomes a character. The sequences that name characters
  /// themselves are the exception: the keypad's SS3 forms (`ESC O m` is `-`) and kitty's
  /// `CSI code u`.
  @Test("random bytes never type a character that was not sent as printable text")
  func noInventedCharacters() {
    var random = SeededRandom(seed: 0x5EED)
    let alphabet: [UInt8] =
      Array(0x00...0xFF) + Array(repeating: 0x1B, count: 64)
      + Array("[O];~u<M1;5".utf8)
    for _ in 0..<2_000 {
      let bytes = (0..<random.int(1...24)).map { _ in random.pick(alphabet) }
      var printable = Set(
        String(decoding: bytes, as: UTF8.self).unicodeScalars.filter {
          Sanitizer.isSafe(Character($0))
        })
      if bytes.contains(0x4F) || bytes.contains(0x8F) {
        printable.formUnion("*+,-./0123456789=".unicodeScalars)
      }
      if bytes.contains(0x75) { continue }  // kitty's CSI … u names any character
      for case .key(.character(let c)) in decoded(bytes) {
        #expect(
          c.unicodeScalars.allSatisfy(printable.contains), "\(ByteText.describe(bytes)) typed \(c)")
      }
    }
  }
}
