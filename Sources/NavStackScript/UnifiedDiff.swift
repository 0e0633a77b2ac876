import NavStack

/// A line-based unified diff, as `diff -u` prints it, for snapshot failures.
///
/// Lines are matched by a longest common subsequence after trimming the common head and tail,
/// which is quick for screens (a few dozen to a few hundred lines). Hunks carry three lines of
/// context; a last line without a newline is marked `\ No newline at end of file`.
public enum UnifiedDiff {
  /// The diff from `old` to `new` under `---`/`+++` headers, or nil when they are equal.
  public static func diff(
    from old: String, to new: String, oldName: String, newName: String, context: Int = 3
  ) -> String? {
    guard old != new else { return nil }
    let a = lines(of: old)
    let b = lines(of: new)
    let edits = editScript(a, b)
    var out = ["--- \(oldName)", "+++ \(newName)"]
    for hunk in hunks(edits, context: max(0, context)) {
      out.append(header(hunk, edits))
      for edit in edits[hunk] {
        switch edit {
        case .same(let i, _): out += render(" ", a[i])
        case .delete(let i): out += render("-", a[i])
        case .insert(let j): out += render("+", b[j])
        }
      }
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// A line and whether a newline ended it.
  struct Line: Hashable {
    var text: Substring
    var terminated: Bool
  }

  enum Edit: Hashable {
    case same(Int, Int)
    case delete(Int)
    case insert(Int)
  }

  static func lines(of text: String) -> [Line] {
    var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
    let terminated = parts.last == ""
    if terminated { parts.removeLast() }
    return parts.enumerated().map { index, part in
      Line(text: part, terminated: terminated || index < parts.count - 1)
    }
  }

  private static func render(_ mark: String, _ line: Line) -> [String] {
    let text = mark + line.text
    return line.terminated ? [text] : [text, "\\ No newline at end of file"]
  }

  /// The edits turning `a` into `b`, deletions before insertions within a change.
  static func editScript(_ a: [Line], _ b: [Line]) -> [Edit] {
    var head = 0
    while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
    var tail = 0
    while tail < a.count - head, tail < b.count - head,
      a[a.count - 1 - tail] == b[b.count - 1 - tail]
    {
      tail += 1
    }
    let n = a.count - head - tail
    let m = b.count - head - tail
    // lengths[i * (m + 1) + j]: the LCS length of a[head + i...] and b[head + j...].
    var lengths = [Int](repeating: 0, count: (n + 1) * (m + 1))
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i * (m + 1) + j] =
          a[head + i] == b[head + j]
          ? lengths[(i + 1) * (m + 1) + j + 1] + 1
          : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
      }
    }
    var edits = (0..<head).map { Edit.same($0, $0) }
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, a[head + i] == b[head + j] {
        edits.append(.same(head + i, head + j))
        i += 1
        j += 1
      } else if j == m || (i < n && lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1])
      {
        edits.append(.delete(head + i))
        i += 1
      } else {
        edits.append(.insert(head + j))
        j += 1
      }
    }
    for k in 0..<tail { edits.append(.same(a.count - tail + k, b.count - tail + k)) }
    return edits
  }

  /// Ranges of `edits` to print: each change with `context` unchanged edits around it, merged
  /// when they overlap or touch.
  static func hunks(_ edits: [Edit], context: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for (index, edit) in edits.enumerated() {
      if case .same = edit { continue }
      let lower = max(0, index - context)
      let upper = min(edits.count, index + context + 1)
      if let last = ranges.last, lower <= last.upperBound {
        ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, upper)
      } else {
        ranges.append(lower..<upper)
      }
    }
    return ranges
  }

  /// `@@ -start,count +start,count @@`, 1-based; a count of one is left out, and an empty
  /// side starts at the line before it, as `diff -u` writes them.
  private static func header(_ hunk: Range<Int>, _ edits: [Edit]) -> String {
    func counts(_ slice: ArraySlice<Edit>) -> (old: Int, new: Int) {
      var old = 0
      var new = 0
      for edit in slice {
        switch edit {
        case .same:
          old += 1
          new += 1
        case .delete: old += 1
        case .insert: new += 1
        }
      }
      return (old, new)
    }
    let before = counts(edits[..<hunk.lowerBound])
    let inside = counts(edits[hunk])
    func range(_ before: Int, _ count: Int) -> String {
      let first = count == 0 ? before : before + 1
      return count == 1 ? "\(first)" : "\(first),\(count)"
    }
    return "@@ -\(range(before.old, inside.old)) +\(range(before.new, inside.new)) @@"
  }
}
