import Testing

@testable import NavStack

/// Everything `bytes` decode to, the terminal then going quiet (the Esc delay passes).
func decoded(_ bytes: [UInt8]) -> [InputEvent] {
  var decoder = InputDecoder()
  return decoder.feed(bytes) + decoder.flush()
}

/// Everything `text`'s UTF-8 decodes to (`\u{1B}` is ESC).
func decoded(_ text: String) -> [InputEvent] { decoded(Array(text.utf8)) }

private func keys(_ text: String) -> [Key] {
  decoded(text).compactMap { if case .key(let key) = $0 { return key } else { return nil } }
}

private let esc = "\u{1B}"

@Suite("Input decoder: keys")
struct InputDecoderKeyTests {
  @Test("printable bytes and UTF-8 are characters; controls are keys")
  func plainBytes() {
    #expect(keys("aZ~") == [.character("a"), .character("Z"), .character("~")])
    #expect(keys("é日🙂") == [.character("é"), .character("日"), .character("🙂")])
    #expect(keys("\r\n\t\u{7F}\u{8}") == [.enter, .enter, .tab, .backspace, .backspace])
    #expect(keys("\u{1}\u{13}\u{1A}") == [.control("a"), .control("s"), .control("z")])
    #expect(keys("\u{0}") == [Key.space.with(.control)])
  }

  @Test("a lone Esc waits for the delay; Esc with a character is Alt")
  func escape() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(keys(esc + "x") == [.alt("x")])
    #expect(keys(esc + esc) == [.escape, .escape])
    #expect(keys(esc + "[") == [.alt("[")])
    #expect(keys(esc + "O") == [.alt("O")])
    #expect(keys(esc + "\r") == [Key.enter.with(.alt)])
    #expect(keys(esc + esc + "[A") == [Key.up.with(.alt)])
  }

  @Test("a sequence split between reads is read whole")
  func splitSequence() {
    var decoder = InputDecoder()
    #expect(decoder.feed(Array((esc + "[1;").utf8)).isEmpty)
    #expect(decoder.feed(Array("5C".utf8)) == [.key(Key.right.with(.control))])
  }

  @Test("xterm cursor and editing keys, with modifiers")
  func xterm() {
    #expect(keys(esc + "[A" + esc + "[B" + esc + "[C" + esc + "[D") == [.up, .down, .right, .left])
    #expect(keys(esc + "[H" + esc + "[F" + esc + "OH" + esc + "OF") == [.home, .end, .home, .end])
    #expect(keys(esc + "[1;5A") == [Key.up.with(.control)])
    #expect(keys(esc + "[1;2H") == [Key.home.with(.shift)])
    #expect(keys(esc + "[3;5~") == [Key.delete.with(.control)])
    #expect(keys(esc + "[1;3D") == [Key.left.with(.alt)])
    #expect(keys(esc + "[5;6~") == [Key.pageUp.with([.control, .shift])])
    #expect(
      keys(esc + "OP" + esc + "[15~" + esc + "[24~") == [.function(1), .function(5), .function(12)])
    #expect(
      keys(esc + "[1;5P" + esc + "O5P") == [
        Key.function(1).with(.control), Key.function(1).with(.control),
      ])
    #expect(keys(esc + "[Z") == [.backTab])
    #expect(keys(esc + "OM") == [.enter])
  }

  @Test("vt220, linux and screen/tmux number their keys with ~")
  func tildeKeys() {
    let sent = (1...6).map { esc + "[\($0)~" }.joined()
    #expect(keys(sent) == [.home, .insert, .delete, .end, .pageUp, .pageDown])
    #expect(keys(esc + "[[A" + esc + "[[E") == [.function(1), .function(5)])
  }

  @Test("rxvt's Home, End, Shift, Ctrl and their finals")
  func rxvt() {
    #expect(keys(esc + "[7~" + esc + "[8~") == [.home, .end])
    #expect(keys(esc + "[a" + esc + "Od") == [Key.up.with(.shift), Key.left.with(.control)])
    #expect(
      keys(esc + "[7$" + esc + "[8^" + esc + "[5@") == [
        Key.home.with(.shift), Key.end.with(.control), Key.pageUp.with([.control, .shift]),
      ])
    #expect(keys(esc + "[11~" + esc + "[14~") == [.function(1), .function(4)])
  }

  @Test("kitty's CSI u and xterm's modifyOtherKeys")
  func kittyAndModifyOtherKeys() {
    #expect(keys(esc + "[115;5u") == [.control("s")])
    #expect(keys(esc + "[97;2u") == [.character("A")])
    #expect(keys(esc + "[97:65;2u") == [.character("A")])
    #expect(keys(esc + "[13u" + esc + "[27u" + esc + "[9;2u") == [.enter, .escape, .backTab])
    #expect(keys(esc + "[97;1:3u").isEmpty, "a release is not a key")
    #expect(keys(esc + "[57399u") == [.character("0")])
    #expect(keys(esc + "[27;5;13~") == [Key.enter.with(.control)])
    #expect(keys(esc + "[27;3;120~") == [.alt("x")])
  }

  @Test("the 8-bit C1 introducers, raw and in UTF-8")
  func c1() {
    #expect(keys("\u{9B}A") == [.up])  // U+009B is C2 9B in UTF-8
    #expect(decoded([0x9B, 0x41]) == [.key(.up)])
    #expect(decoded([0x8F, 0x50]) == [.key(.function(1))])
    #expect(decoded([0x9D, 0x30, 0x3B, 0x78, 0x07]).allSatisfy { !$0.isTyping })
  }

  @Test("terminfo key strings win over the built-in meaning")
  func extraSequences() {
    var decoder = InputDecoder()
    decoder.add(sequence: Array((esc + "[1~").utf8), for: .insert)
    decoder.add(sequence: [0x7F], for: .delete)  // not a sequence: ignored
    #expect(decoder.feed(Array((esc + "[1~\u{7F}").utf8)) == [.key(.insert), .key(.backspace)])
  }

  @Test("a terminfo key string of ESC and one byte is that key, not Alt (linux's kcbt, ESC Tab)")
  func escapePairKeyString() {
    var decoder = InputDecoder()
    decoder.add(sequence: [0x1B, 0x09], for: .backTab)
    #expect(decoder.feed(Array((esc + "\t").utf8)) == [.key(.backTab)])
    var plain = InputDecoder()
    #expect(plain.feed(Array((esc + "\t").utf8)) == [.key(Key.tab.with(.alt))])
  }
}

@Suite("Input decoder: mouse, focus, paste, unknown sequences")
struct InputDecoderEventTests {
  @Test("SGR clicks count from 1 and reach any column; the wheel scrolls")
  func sgrMouse() {
    #expect(decoded(esc + "[<0;5;3M") == [.mouse(MouseEvent(.click, at: Point(x: 4, y: 2)))])
    #expect(
      decoded(esc + "[<0;300;3M" + esc + "[<0;300;3m") == [
        .mouse(MouseEvent(.click, at: Point(x: 299, y: 2)))
      ])
    #expect(decoded(esc + "[<64;10;4M") == [.mouse(MouseEvent(.wheelUp, at: Point(x: 9, y: 3)))])
    #expect(decoded(esc + "[<65;10;4M") == [.mouse(MouseEvent(.wheelDown, at: Point(x: 9, y: 3)))])
    #expect(
      decoded(esc + "[<2;1;1M") == [
        .mouse(MouseEvent(.click, at: Point(x: 0, y: 0), button: .right))
      ])
    #expect(
      decoded(esc + "[<16;1;1M") == [
        .mouse(MouseEvent(.click, at: Point(x: 0, y: 0), modifiers: .control))
      ])
    #expect(decoded(esc + "[<32;5;5M").isEmpty, "motion is dropped")
  }

  @Test("X10 reports, the fallback")
  func x10Mouse() {
    #expect(
      decoded([0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2]) == [
        .mouse(MouseEvent(.click, at: Point(x: 4, y: 2)))
      ])
    #expect(decoded([0x1B, 0x5B, 0x4D, 35, 40, 40]).isEmpty, "a release is dropped")
    #expect(
      decoded([0x1B, 0x5B, 0x4D, 96, 40, 40]) == [
        .mouse(MouseEvent(.wheelUp, at: Point(x: 7, y: 7)))
      ])
  }

  @Test("focus reports")
  func focus() {
    #expect(decoded(esc + "[I" + esc + "[O") == [.focus(true), .focus(false)])
  }

  @Test("a bracketed paste is one event, whatever it holds")
  func paste() {
    let text = "id\tq" + esc + "[A\r\ndd\rx"
    #expect(decoded(esc + "[200~" + text + esc + "[201~") == [.paste("id\tq\u{1B}[A\ndd\nx")])
    var decoder = InputDecoder()
    #expect(decoder.feed(Array((esc + "[200~abc" + esc + "[20").utf8)).isEmpty)
    #expect(decoder.isInPaste && !decoder.isWaiting)
    #expect(decoder.flush().isEmpty, "the Esc delay does not end a paste")
    #expect(decoder.feed(Array("1~q".utf8)) == [.paste("abc"), .key(.character("q"))])
  }

  @Test("a megabyte pasted in pieces arrives as one event")
  func largePaste() {
    var decoder = InputDecoder()
    let line = Array(String(repeating: "x", count: 1_023).utf8) + [13]
    var events = decoder.feed(Array((esc + "[200~").utf8))
    for _ in 0..<1_024 { events += decoder.feed(line) }
    events += decoder.feed(Array((esc + "[201~").utf8))
    #expect(events.count == 1)
    if case .paste(let text) = events.first {
      #expect(text.utf8.count == 1_024 * 1_024)
    }
  }

  @Test("OSC, DCS, APC, PM and SOS strings are consumed whole, ended by ST or BEL")
  func strings() {
    for introducer in ["]", "P", "_", "^", "X"] {
      let events = decoded(esc + introducer + "1;abc" + esc + "\\z")
      #expect(events.count == 2, "\(introducer)")
      #expect(events.last == .key(.character("z")))
      #expect(events.first.map { !$0.isTyping } == true)
    }
    #expect(decoded(esc + "]11;rgb:0/0/0\u{7}q").last == .key(.character("q")))
  }

  @Test("unknown complete sequences are reported, never typed")
  func unknown() {
    #expect(decoded(esc + "[?62;1c") == [.unrecognized("ESC[?62;1c")])
    #expect(decoded(esc + "[1;2$y") == [.unrecognized("ESC[1;2$y")])
    #expect(decoded(esc + "[99~") == [.unrecognized("ESC[99~")])
    #expect(decoded(esc + "[12") == [.unrecognized("ESC[12")], "cut short at the delay")
    #expect(
      decoded(esc + "[1\u{3}x") == [
        .unrecognized("ESC[1"), .key(.control("c")), .key(.character("x")),
      ])
  }
}

extension InputEvent {
  /// Whether this event would put characters into a text field.
  var isTyping: Bool {
    switch self {
    case .key(.character), .paste: return true
    default: return false
    }
  }
}
