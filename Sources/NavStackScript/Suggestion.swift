import NavStack

/// Did-you-mean suggestions for near misses in scripts.
///
/// A misspelt key or command should name the word the author meant (`Dwon` → `Down`,
/// `down` → `Down`). Distances are Damerau–Levenshtein (optimal string alignment), compared
/// without case, so a swapped pair of letters or a wrong case each count as one edit or none.
public enum Suggestion {
  /// The largest distance still offered as a suggestion.
  public static let maximumDistance = 2

  /// The candidate closest to `word`, or nil when none is near enough.
  ///
  /// A candidate is near when at most `maximumDistance` edits away and when those edits do not
  /// replace most of it (`xy` is not a near miss of `Up`). Ties go to the earlier candidate.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let target = Array(word.lowercased())
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = distance(target, Array(candidate.lowercased()))
      let limit = min(maximumDistance, max(1, candidate.count / 2))
      guard distance <= limit else { continue }
      if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
    }
    return best?.name
  }

  /// The optimal string alignment distance: insertions, deletions, substitutions and
  /// transpositions of neighbours each cost one.
  public static func distance(_ a: String, _ b: String) -> Int {
    distance(Array(a), Array(b))
  }

  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    var table = [Int](repeating: 0, count: (a.count + 1) * width)
    for i in 0...a.count { table[i * width] = i }
    for j in 0...b.count { table[j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(
          table[(i - 1) * width + j] + 1,
          table[i * width + j - 1] + 1,
          table[(i - 1) * width + j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, table[(i - 2) * width + j - 2] + 1)
        }
        table[i * width + j] = value
      }
    }
    return table[a.count * width + b.count]
  }
}
