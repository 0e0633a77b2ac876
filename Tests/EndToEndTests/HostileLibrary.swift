import Foundation

/// A library whose names and notes try to drive the terminal: escape sequences, C0 and C1
/// controls, bidi overrides, and a note of 100,000 characters (issue 6, "hostile text").
///
/// A file like this can come from anywhere (a synced folder, a pasted note), so showing it
/// must never change the terminal's title, clear the screen or reorder what is drawn.
enum HostileLibrary {
  /// The first folder: an OSC 0 "set title" sequence ended by BEL.
  static let folder = "Evil\u{1B}]0;pwned\u{07}Folder"
  /// The first item: "erase the screen".
  static let wipe = "Wipe\u{1B}[2Jwiped"
  /// The second item: a right-to-left override and its pop.
  static let bidi = "Bidi \u{202E}txet\u{202C} name"
  /// The third item: backspace and carriage return, which would move the cursor.
  static let cursorMoves = "Back\u{08}space\u{0D}return"
  /// The first line of the first item's notes: CSI as the one-byte C1 control, and bidi.
  static let notesLine = "C1 \u{9B}31mred\u{9B}0m, bidi \u{202E}desrever\u{202C}, end"
  /// The rest of the notes: plain words, enough for 100,000 characters in all.
  static let notes: String = {
    let filler = String(repeating: "lorem ipsum ", count: 100_000 / 12 + 1)
    return String((notesLine + "\n" + filler).prefix(100_000))
  }()

  /// How each hostile name or line shows on screen: every control as one `�`.
  static let shownFolder = "Evil�]0;pwned�Folder"
  static let shownWipe = "Wipe�[2Jwiped"
  static let shownBidi = "Bidi �txet� name"
  static let shownCursorMoves = "Back�space�return"
  static let shownNotesLine = "C1 �31mred�0m, bidi �desrever�, end"

  /// Byte patterns that must never reach the terminal, each with what it would do there.
  static let forbiddenOutput: [(pattern: [UInt8], meaning: String)] = [
    (Array("\u{1B}]".utf8), "an OSC sequence (sets the title)"),
    ([0x07], "BEL"),
    (Array("\u{1B}[2Jwiped".utf8), "the erase-screen sequence from the item name"),
    (Array("\u{9B}".utf8), "the C1 control CSI"),
    (Array("\u{202E}".utf8), "a right-to-left override"),
    (Array("\u{202C}".utf8), "a pop directional formatting"),
  ]

  /// Writes the library into the workspace and returns its path.
  static func write(in workspace: Workspace) throws -> String {
    func item(_ id: String, _ name: String, notes: String = "") -> [String: Any] {
      ["id": id, "name": name, "notes": notes, "done": false]
    }
    let library: [String: Any] = [
      "version": 1,
      "folders": [
        [
          "id": "f1", "name": folder,
          "items": [
            item("i1", wipe, notes: notes), item("i2", bidi), item("i3", cursorMoves),
          ],
        ],
        ["id": "f2", "name": "Home", "items": [item("i4", "Fix the kitchen tap")]],
      ],
    ]
    let data = try JSONSerialization.data(withJSONObject: library)
    return try workspace.write(String(decoding: data, as: UTF8.self), to: "hostile.json")
  }
}
