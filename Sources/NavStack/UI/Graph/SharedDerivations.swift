/// The children's environments derived during one update, shared by every node that derives
/// one the same way from the same environment.
///
/// A list's rows are alike: each row's button, say, derives its label's environment from the
/// same environment with the same token. Derived apart, each row held a copy of the
/// environment's storage of its own (about 840 bytes for the notebook's), and a page of rows
/// scrolled into view copied it once a row. A derivation is named by where it is made (the
/// code and the view type there) and its token, as `ViewNode.deriveChildEnvironment` names it
/// for one node: a token names everything the transform sets besides what it reads from the
/// environment.
///
/// Kept for one update only (`ViewGraph.update()` forgets them), so no environment outlives the
/// nodes that use it.
@MainActor
struct SharedDerivations {
  /// Where a derivation is made: the call in the code and the type of the view it derives for.
  struct Site {
    let file: StaticString
    let line: UInt
    let view: ObjectIdentifier

    /// Whether both name one call for one view type; the file's text is compared by address,
    /// which is one for each literal.
    func isSame(as other: Site) -> Bool {
      line == other.line && view == other.view && file.utf8Start == other.file.utf8Start
    }
  }

  /// One derivation kept.
  private struct Entry {
    let site: Site
    let base: Int
    let token: Any
    let environment: EnvironmentValues
  }

  private var entries: [Entry] = []
  /// Where the next derivation goes once the entries are full.
  private var next = 0

  /// How many derivations are kept: a row derives a few, and rows of one list derive alike.
  private static let limit = 8

  /// The environment derived at `site` from `base` with a token `same` says is the same, if
  /// one was this update.
  func derived(at site: Site, from base: EnvironmentValues, same: (Any) -> Bool)
    -> EnvironmentValues?
  {
    // By index, the cheap fields first: an entry copied out would retain its token and its
    // environment.
    for index in entries.indices
    where entries[index].base == base.version && entries[index].site.isSame(as: site)
      && same(entries[index].token)
    {
      return entries[index].environment
    }
    return nil
  }

  /// Keeps `environment`, derived at `site` from `base` with `token`, for the nodes after.
  mutating func keep(
    _ environment: EnvironmentValues, at site: Site, from base: EnvironmentValues, token: Any
  ) {
    let entry = Entry(site: site, base: base.version, token: token, environment: environment)
    if entries.count < Self.limit {
      entries.append(entry)
    } else {
      entries[next] = entry
      next = (next + 1) % Self.limit
    }
  }

  /// Forgets every derivation, at the end of an update.
  mutating func removeAll() {
    guard !entries.isEmpty else { return }
    entries.removeAll(keepingCapacity: true)
    next = 0
  }
}
