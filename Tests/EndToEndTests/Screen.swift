/// Screens as lists of text rows, the form both tmux and snapshot files can be compared in.
///
/// A row is compared without its trailing spaces: tmux drops them when it prints a pane, and
/// snapshot files drop them too. Wide characters appear once in both.
enum Screen {
  /// The rows of printed text, trailing spaces removed, padded or cut to `height` rows.
  static func rows(_ text: String, height: Int) -> [String] {
    var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      trimmed(String($0))
    }
    if text.hasSuffix("\n") { rows.removeLast() }
    if rows.count > height { rows.removeLast(rows.count - height) }
    while rows.count < height { rows.append("") }
    return rows
  }

  /// The screen rows of a snapshot file: everything before its `-- styles --` line.
  static func snapshotRows(_ file: String) -> [String] {
    var rows: [String] = []
    for line in file.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "-- styles --" { break }
      rows.append(trimmed(String(line)))
    }
    return rows
  }

  /// The rows with their numbers, for failure messages.
  static func numbered(_ rows: [String]) -> String {
    rows.enumerated().map { index, row in
      let label = String(index)
      return String(repeating: " ", count: max(0, 2 - label.count)) + label + " │" + row
    }.joined(separator: "\n")
  }

  /// Whether any row matches `Step <n> of <m>`, the onboarding sheet's progress line.
  static func showsOnboarding(_ rows: [String]) -> Bool {
    rows.contains { $0.contains(/Step \d+ of \d+/) }
  }

  private static func trimmed(_ row: String) -> String {
    var row = row
    while row.last == " " { row.removeLast() }
    return row
  }
}
