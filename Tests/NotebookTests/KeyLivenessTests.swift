import NavStack
import Notebook
import Testing

/// No listed key is dead: on every screen of the app and every Patterns demo, each key the key
/// bar or help lists is pressed, and each key-bar entry is clicked, and something the user can
/// see must change (the frame, the stack, the library, or the run ending).
///
/// The keys are read from the screen as drawn, not from the code's tables: the key bar row and
/// the help panel are parsed back into keys, so what is checked is what the user is told.
@MainActor
@Suite("Every listed key acts")
struct KeyLivenessTests {
  /// A screen of the app and the keys that reach it from the start.
  struct Place: CustomStringConvertible, Sendable {
    let name: String
    let keys: [Key]
    var description: String { name }
  }

  nonisolated static let places: [Place] =
    [
      Place(name: "Folders", keys: []),
      Place(name: "Work's items", keys: [.enter]),
      Place(name: "Item editor", keys: [.enter, .enter]),
      Place(name: "Item editor, Done focused", keys: [.enter, .enter, .down]),
      Place(name: "Item editor with changes", keys: [.enter, .enter, .character("!")]),
      // Sheets with a name typed, so the field's cursor and delete keys have text to act on.
      Place(name: "New Item sheet", keys: [.enter, .character("+"), .character("a")]),
      Place(name: "New Folder sheet", keys: [.character("+"), .character("a")]),
      Place(name: "Rename Folder sheet", keys: [.character("r")]),
      Place(name: "Delete alert", keys: [.character("d")]),
      Place(name: "Discard alert", keys: [.enter, .enter, .character("!"), .escape]),
      Place(name: "Filter typed", keys: [.character("/"), .character("o")]),
      Place(name: "Filter kept", keys: [.character("/"), .character("o"), .enter]),
      Place(name: "Help", keys: [.character("?")]),
      Place(name: "Tour", keys: [.character("?"), .character("t")]),
      Place(name: "Patterns", keys: [.character("p")]),
    ]
    + (0..<10).map { index in
      Place(
        name: "Pattern demo \(index + 1)",
        keys: [.character("p")] + Array(repeating: .down, count: index) + [.enter])
    }

  /// Every key a label can stand for, by the label the key bar and help draw.
  static let keysByLabel: [String: Key] = {
    var keys: [Key] = KeyName.named.map(\.key) + (1...12).map { Key.function($0) }
    keys += "abcdefghijklmnopqrstuvwxyz".map { Key.control($0) }
    keys += (33...126).compactMap { Unicode.Scalar($0).map { Key.character(Character($0)) } }
    var table: [String: Key] = [:]
    for key in keys where table[KeyName.label(of: key)] == nil {
      table[KeyName.label(of: key)] = key
    }
    return table
  }()

  /// What the user can see of a window: its frame, stack, library and whether it ended.
  struct Seen: Equatable {
    let frame: Canvas
    let stack: String
    let revision: Int
    let finished: Bool
  }

  private func open(_ place: Place) throws -> NotebookWindow {
    let window = NotebookApp.makeWindow(model: try AppHarness.sampleModel())
    for key in place.keys { window.handle(.key(key)) }
    return window
  }

  private func seen(_ window: NotebookWindow) -> Seen {
    Seen(
      frame: window.render(size: .standard), stack: window.stackDescription,
      revision: window.model.revision, finished: window.isFinished)
  }

  /// The key bar's entries as drawn: each `KEY TITLE`, two spaces apart, with its column.
  static func keyBarEntries(_ row: String) -> [(label: String, column: Int)] {
    var entries: [(String, Int)] = []
    let characters = Array(row)
    var index = 0
    while index < characters.count {
      while index < characters.count && characters[index] == " " { index += 1 }
      guard index < characters.count else { break }
      let start = index
      while index < characters.count
        && !(characters[index] == " " && index + 1 < characters.count
          && characters[index + 1] == " ")
      {
        index += 1
      }
      let entry = String(characters[start..<index])
      if let label = entry.split(separator: " ").first {
        entries.append((String(label), row.prefix(start).cellWidth))
      }
    }
    return entries
  }

  /// The keys of each help line as drawn: the labels before the title, in one column or two.
  static func helpKeys(_ frame: Canvas) -> [[String]] {
    var lines: [[String]] = []
    for y in 3..<(frame.size.height - 2) {
      // The panel may sit inside a sheet: each stretch between borders is read on its own.
      for segment in frame.text(ofRow: y).split(separator: "│") {
        let inside = Array(segment)
        let half = inside.count / 2
        for part in [inside[..<half], inside[half...]] {
          // Keys are labels one space apart; two or more spaces lead to the title.
          let text = String(part).trimmingCharacters(in: .whitespaces)
          guard let gap = text.range(of: "  ") else { continue }
          let labels = text[..<gap.lowerBound].split(separator: " ").map(String.init)
          if !labels.isEmpty, labels.allSatisfy({ keysByLabel[$0] != nil }) {
            lines.append(labels)
          }
        }
      }
    }
    return lines
  }

  @Test("each key in the key bar and in help changes what is seen", arguments: places)
  func listedKeysAct(_ place: Place) throws {
    let window = try open(place)
    let before = seen(window)
    let bar = before.frame.text(ofRow: before.frame.size.height - 1)
    var entries: [[String]] = Self.keyBarEntries(bar).map { [$0.label] }
    window.handle(.key(.function(1)))
    if window.stackDescription.hasSuffix("| Help"), !place.keys.contains(.character("?")) {
      let help = Self.helpKeys(window.render(size: .standard))
      // Help always lists at least the window's own keys (Back or Tab, Help, Quit, …).
      #expect(help.count >= 4, "\(place): help lists \(help.count) keys")
      entries += help
    }
    #expect(!entries.isEmpty, "\(place): nothing listed")
    for labels in entries {
      var acted = false
      for label in labels {
        let key = try #require(Self.keysByLabel[label], "\(place): no key for \(label)")
        let fresh = try open(place)
        let start = seen(fresh)
        fresh.handle(.key(key))
        if seen(fresh) != start {
          acted = true
          break
        }
      }
      #expect(acted, "\(place): \(labels.joined(separator: " ")) changes nothing")
    }
  }

  @Test("each key-bar entry, clicked, changes what is seen", arguments: places)
  func keyBarClicksAct(_ place: Place) throws {
    let window = try open(place)
    let frame = window.render(size: .standard)
    let row = frame.size.height - 1
    for entry in Self.keyBarEntries(frame.text(ofRow: row)) {
      let fresh = try open(place)
      let start = seen(fresh)
      fresh.handle(.mouse(MouseEvent(.click, at: Point(x: entry.column, y: row))))
      let changed = seen(fresh) != start
      #expect(changed, "\(place): clicking \(entry.label) changes nothing")
    }
  }
}
