/// What a node keeps of the environment besides the values themselves: the values its body
/// read, with their versions, and how it derived its children's environment.
///
/// With the reads a node handed a new environment can tell whether anything it read changed,
/// as SwiftUI re-evaluates a body for the values it reads, not for every change above. With
/// the derivation it can derive its children's environment again without rebuilding, and keep
/// the last result (and so its version) while its inputs are the same.
@MainActor
struct EnvironmentTrail {
  /// The environment values (and objects) the last rebuild read, with the versions read.
  private var reads = SmallMap<ObjectIdentifier, Int>(limit: .max)
  /// The last environment derived for the children, with the version it was derived from,
  /// the token that names the derivation and the transform that made it.
  ///
  /// Held by reference, made only in the nodes that derive: inline it took 81 bytes of every
  /// node, and most nodes of a list row (all but its button and its text's line limit) derive
  /// nothing.
  private var derived: Derivation?

  /// What `derived` holds.
  private final class Derivation {
    var base: Int
    var token: Any
    var environment: EnvironmentValues
    var transform: (inout EnvironmentValues) -> Void

    init(
      base: Int, token: Any, environment: EnvironmentValues,
      transform: @escaping (inout EnvironmentValues) -> Void
    ) {
      self.base = base
      self.token = token
      self.environment = environment
      self.transform = transform
    }
  }

  /// Notes that the body or update read the value `id` at `version`.
  mutating func noteRead(_ id: ObjectIdentifier, version: Int) {
    if reads[id] == nil { reads.insert(version, for: id) }
  }

  /// Forgets the reads, as a rebuild reads anew.
  mutating func forgetReads() { reads.removeAll() }

  /// Whether a value read has another version in `environment`.
  func readsChanged(in environment: EnvironmentValues) -> Bool {
    reads.contains { id, version in environment.entryVersion(id) != version }
  }

  /// The children's environment last derived, if it was derived from `base`'s version with
  /// a token `same` says is the same.
  func derived(from base: EnvironmentValues, same: (Any) -> Bool) -> EnvironmentValues? {
    guard let derived, derived.base == base.version, same(derived.token) else { return nil }
    return derived.environment
  }

  /// The transform and token of the last derivation, to derive again for a new base.
  var lastDerivation: (token: Any, transform: (inout EnvironmentValues) -> Void)? {
    derived.map { ($0.token, $0.transform) }
  }

  /// Keeps `environment`, derived from `base` with `transform` named by `token`.
  ///
  /// Deriving is the node's to do, outside this value: a transform that reads the
  /// environment notes its reads here.
  mutating func remember(
    _ environment: EnvironmentValues, derivedFrom base: EnvironmentValues, token: Any,
    transform: @escaping (inout EnvironmentValues) -> Void
  ) {
    // A node derives again each time it is rebuilt: its own record is reused.
    if isKnownUniquelyReferenced(&derived), let derived {
      derived.base = base.version
      derived.token = token
      derived.environment = environment
      derived.transform = transform
    } else {
      derived = Derivation(
        base: base.version, token: token, environment: environment, transform: transform)
    }
  }
}
