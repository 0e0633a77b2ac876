/// The `/` filter of a list: a query and the rows that match it, case-insensitively.
///
/// Typing more narrows the previous matches instead of scanning the whole list again, and
/// moving the selection never touches the matches: only a change of the query costs a scan.
public struct ListFilter: Sendable, Equatable {
  /// The query; nil when the list is not filtered.
  public private(set) var query: String?
  /// Whether keys go into the query now (after `/`, until Enter or Esc).
  public var isEditing = false
  /// The indices of the matching rows, in list order; meaningful only while `query` is set.
  public private(set) var matches: [Int] = []
  private var folded = ""

  /// No filter.
  public init() {}

  /// Whether the list is filtered now.
  public var isActive: Bool { query != nil }

  /// Starts editing a query.
  public mutating func begin() {
    if query == nil { query = "" }
    isEditing = true
  }

  /// Clears the filter: the whole list again.
  public mutating func clear() {
    query = nil
    isEditing = false
    matches = []
    folded = ""
  }

  /// Sets the query and recomputes the matches from `count` rows named by `name`.
  public mutating func update(
    query newQuery: String, count: Int, name: (Int) -> String
  ) {
    let newFolded = newQuery.lowercased()
    if query != nil, !folded.isEmpty, newFolded.hasPrefix(folded) {
      matches = matches.filter { name($0).lowercased().contains(newFolded) }
    } else if newFolded.isEmpty {
      matches = Array(0..<count)
    } else {
      matches = (0..<count).filter { name($0).lowercased().contains(newFolded) }
    }
    query = newQuery
    folded = newFolded
  }

  /// The list row shown at `position`.
  public func index(at position: Int) -> Int {
    isActive ? matches[position] : position
  }

  /// How many rows are shown.
  public func visibleCount(of count: Int) -> Int { isActive ? matches.count : count }
}
