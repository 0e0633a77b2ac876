import Foundation
import Notebook
import NotebookStore
import TestSupport
import Testing

@testable import NavStack
@testable import NavStackScript

/// Data that tries to drive the terminal must reach it only as harmless text (SPEC §3, §9).
///
/// A library whose names and notes hold escape sequences, C0 and C1 controls, bidi overrides,
/// zero-width joiners, piles of combining marks, wide characters and a 100,000-character note
/// is walked through every screen that shows them (lists, the editor, rename and delete, the
/// inspector, help, a New Item typed with control characters), at several sizes. Every frame
/// goes through the `AnsiFrameEncoder`, as casts send it, and the bytes are checked: each
/// escape is one of the encoder's own, no C1 control or bidi control is present, and every
/// row written is exactly as wide as the screen. The same frames through a `CastWriter` must
/// give JSON lines whose output decodes to the same safe text.
@MainActor
@Suite("Robustness: hostile text")
struct RobustnessHostileTextTests {
  /// Texts that would move the cursor, clear the screen, set the title, recolour, reorder.
  static let payloads: [String] = [
    "\u{1B}]0;pwned\u{7}Title",
    "\u{1B}[2J\u{1B}[HClear",
    "Red \u{1B}[31mred\u{1B}[0m \u{1B}[?1049l",
    "C0 \u{0}\u{1}\u{8}\u{9}\u{A}\u{D}\u{1F} end",
    "C1 \u{85}\u{9B}31m\u{9D}0;pwned\u{9C} \u{90}dcs\u{9C}",
    "Bidi \u{202E}desrever\u{202C} \u{2066}iso\u{2069} \u{200F}\u{200E}\u{61C}",
    "ZWJ a\u{200D}b 👩‍👩‍👧‍👦 \u{200D}\u{200D} x\u{200B}y",
    "Marks e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}\u{309}",
    "Wide 日本語テキスト😀😀ｗｉｄｅ",
    "\u{7F}DEL \u{FEFF}bom",
  ]

  /// The checks' tallies, printed at the end.
  struct Counts {
    var frames = 0
    var bytes = 0
    var castLines = 0
  }

  @Test("hostile names and notes never reach the terminal raw; rows stay the screen's width")
  func hostileText() throws {
    let library = try LibraryStore.parse(Self.libraryBytes(), path: "hostile.json")
    var counts = Counts()
    for size in [
      Size(width: 80, height: 24), Size(width: 40, height: 10),
      Size(width: 133, height: 41), Size(width: 300, height: 100),
    ] {
      for color in [true, false] {
        let window = NotebookApp.makeWindow(model: NotebookModel(library: library, path: nil))
        walk(window, size: size, color: color, counts: &counts)
      }
    }
    print(
      "hostile text: \(counts.frames) frames, \(counts.bytes) bytes checked, "
        + "\(counts.castLines) cast lines parsed")
    #expect(counts.frames > 100)
  }

  /// The keys of the walk: into the hostile folder and item, through the notes, the
  /// inspector, help, rename, delete, and a New Item typed with controls.
  static let walkKeys: [Key] =
    [
      .enter, .enter, .tab, .tab, .end, .pageDown, .pageDown, .home, .control("e"), .control("g"),
      .control("g"), .escape, .character("d"), .escape, .character("d"), .character("k"),
      .escape, .down, .down, .enter, .escape, .character("r"), .end, .escape, .character("?"),
      .escape, .character("+"),
    ]
    + payloads.joined(separator: " ").map { Key.character($0) }
    + [
      .tab, .character("\u{1B}"), .character("\u{9B}"), .control("s"), .escape, .escape,
      .control("g"), .character("r"), .escape,
    ]

  private func walk(_ window: NotebookWindow, size: Size, color: Bool, counts: inout Counts) {
    var encoder = AnsiFrameEncoder(color: color)
    var cast = CastWriter(size: size, color: color)
    var screen = AnsiScreen(size: size)
    var castScreen = AnsiScreen(size: size)
    var frames = [window.render(size: size)]
    for key in Self.walkKeys {
      window.handle(.key(key))
      frames.append(window.render(size: size))
    }
    for (index, canvas) in frames.enumerated() {
      checkLayout(canvas)
      let text = encoder.encode(canvas)
      check(text, screen: &screen, frame: index)
      counts.bytes += text.utf8.count
      for line in cast.frame(canvas, at: index * 50_000) {
        counts.castLines += 1
        guard let data = castOutput(line) else { continue }
        let same = data == text
        #expect(same, "frame \(index): the cast holds other output")
        castScreen.feed(data)
      }
      counts.frames += 1
    }
    #expect(screen.rows == castScreen.rows)
  }

  /// Every row of the canvas adds up to the screen's width.
  private func checkLayout(_ canvas: Canvas) {
    for y in 0..<canvas.size.height {
      var width = 0
      for x in 0..<canvas.size.width where !canvas[x, y].isContinuation {
        width += max(1, canvas[x, y].character.cellWidth)
      }
      #expect(width == canvas.size.width, "row \(y) is \(width) cells wide")
    }
  }

  /// The checks on one frame's bytes.
  private func check(_ text: String, screen: inout AnsiScreen, frame: Int) {
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let isControl = (value < 0x20 && value != 0x1B) || (0x7F...0x9F).contains(value)
      let isBidi =
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        || value == 0x200E || value == 0x200F || value == 0x61C
      if isControl || isBidi {
        Issue.record("frame \(frame): U+\(String(value, radix: 16, uppercase: true)) sent raw")
        return
      }
    }
    let sendsCommand = text.contains("\u{1B}]")
    let sendsPayloadColour = text.contains("\u{1B}[31m")
    #expect(!sendsCommand, "frame \(frame): an OSC sequence was sent")
    #expect(!sendsPayloadColour, "frame \(frame): a payload's SGR was sent")
    screen.feed(text)
    #expect(screen.unknown.isEmpty, "frame \(frame): \(screen.unknown.prefix(3))")
    #expect(screen.rowWidthErrors.isEmpty, "frame \(frame): \(screen.rowWidthErrors.prefix(3))")
    screen.unknown = []
    screen.rowWidthErrors = []
  }

  /// The text of an output event, or nil (with an issue when the line is not valid JSON).
  private func castOutput(_ line: String) -> String? {
    guard
      let value = try? JSONSerialization.jsonObject(
        with: Data(line.utf8), options: [.fragmentsAllowed])
    else {
      Issue.record("not JSON: \(line.prefix(120))")
      return nil
    }
    guard let event = value as? [Any], event.count == 3, event[1] as? String == "o" else {
      return nil
    }
    return event[2] as? String
  }

  /// A library of hostile folders and items, and one 100,000-character note.
  static func libraryBytes() -> [UInt8] {
    func json(_ text: String) -> String { CastWriter.json(text) }
    var note = ""
    while note.count < 100_000 { note += payloads.joined(separator: "\n") + "\n" }
    note = String(note.prefix(100_000))
    var items: [String] = []
    for (index, payload) in payloads.enumerated() {
      let notes = index == 0 ? note : payload + "\n" + payload
      items.append(
        #"{"id":"h\#(index)","name":\#(json(payload)),"notes":\#(json(notes)),"done":false}"#)
    }
    let folders = payloads.enumerated().map { index, payload in
      #"{"id":"f\#(index)","name":\#(json(payload)),"items":["#
        + (index == 0 ? items.joined(separator: ",") : "") + "]}"
    }
    return Array(#"{"version":1,"folders":[\#(folders.joined(separator: ","))]}"#.utf8)
  }
}
