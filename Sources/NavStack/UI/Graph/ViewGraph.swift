import Observation

/// The live tree of one window: it builds nodes from views, tracks what each body read, and
/// rebuilds only the nodes whose inputs changed before the next frame.
@MainActor
public final class ViewGraph {
  /// The node writing state it reads itself (`ViewNode.writeOwnState`), not rebuilt for it;
  /// set only while that write runs.
  var ownWriter: ViewNode?
  /// Bumped whenever a node's children, declarations or walk flags change, so a host walks
  /// its layers again only when what the walk reads may differ.
  var treeVersion = 0
  /// Bumped when something the declaration walk reads may have changed.
  ///
  /// That is declarations other than plain buttons, screens, stacks, walk flags, or the
  /// children that hold them. A list that scrolls rows without declarations in and out leaves
  /// it alone.
  var walkVersion = 0
  /// What changed in this window's tree since its sizes were last worked out.
  let layoutPass = LayoutPass()
  /// Which paths that spare work this window's lists took, for tests.
  var listStatistics = ListStatistics()
  /// The window's clock as its counting texts read it (`_TextClock`).
  let clock = ClockSource()

  /// Notes a change that both the tree and the walk must see.
  func noteWalkedChange() {
    treeVersion &+= 1
    walkVersion &+= 1
  }

  private var dirty: [ObjectIdentifier: ViewNode] = [:]
  /// How many bodies have been evaluated, for tests and `make bench` (R41).
  public private(set) var bodyEvaluations = 0
  /// How many nodes have been made, for tests: a list row made from one that left makes none.
  public internal(set) var nodesMade = 0
  /// Bodies evaluated, by the view's type name, for the inspector and tests.
  public private(set) var bodyEvaluationsByType: [String: Int] = [:]
  /// Whether to count by type (costs a string per evaluation; tests turn it on).
  public var countsByType = false
  /// Messages for the inspector's log: unknown symbols, ignored pushes, nested stacks.
  public private(set) var log: [String] = []
  private var loggedOnce: Set<String> = []
  /// Lifecycle work collected during an update, run after it (SwiftUI runs `onAppear` after
  /// the update that inserted the view, never in the middle of a body).
  var pendingActions: [@MainActor () -> Void] = []
  /// The `onPreferenceChange` readers in the tree, asked after an update that moved a writer.
  var preferenceReaders: [any PreferenceObserving] = []
  /// `TreeStamps.preferences` when the readers were last asked.
  var preferencesChecked = -1
  /// The children's environments derived this update, for nodes that derive alike.
  var sharedDerivations = SharedDerivations()

  /// A graph with no nodes yet.
  public init() {}

  /// How many messages the log keeps: a program that prints every frame must not grow it
  /// without end; the inspector shows only the last few.
  static let logLimit = 1_000

  /// Appends a message to the log, letting the oldest go past `logLimit`.
  func warn(_ message: String) {
    log.append(message)
    if log.count > Self.logLimit + Self.logLimit / 4 {
      log.removeFirst(log.count - Self.logLimit)
    }
  }

  /// Logs a message the first time only (an unknown symbol name, say).
  func warnOnce(_ message: String) {
    if loggedOnce.insert(message).inserted { warn(message) }
  }

  /// Builds a root node for `view`.
  func makeRoot(_ view: any View, environment: EnvironmentValues) -> ViewNode {
    let node = ViewNode(graph: self, parent: nil, key: .index(0), view: view)
    node.environment = environment
    node.childEnvironment = environment
    node.rebuild()
    return node
  }

  func markDirty(_ node: ViewNode) {
    dirty[ObjectIdentifier(node)] = node
  }

  /// Whether any node waits to be rebuilt.
  var hasDirtyNodes: Bool { !dirty.isEmpty }

  /// Whether an update would do something: rebuild a node, run queued work or report a
  /// preference (a `GeometryReader` drawn at a new size writes them while the frame is drawn).
  var hasQueuedWork: Bool { !dirty.isEmpty || !pendingActions.isEmpty || preferencesNeedCheck }

  /// Rebuilds every dirty node, parents first, until none is left; then runs the lifecycle work the rebuild produced.
  ///
  /// Returns whether anything was rebuilt.
  @discardableResult
  func update() -> Bool {
    var changed = false
    var rounds = 0
    InvalidationInbox.deliver()
    for message in SharedWarnings.take() { warnOnce(message) }
    while !dirty.isEmpty || !pendingActions.isEmpty || preferencesNeedCheck {
      rounds += 1
      if rounds > 64 {
        warnOnce("the view graph did not settle after 64 rounds; a body writes state it reads")
        dirty = [:]
        pendingActions = []
        break
      }
      while !dirty.isEmpty {
        let nodes = dirty.values.sorted { $0.depth < $1.depth }
        dirty = [:]
        for node in nodes where node.isDirty && node.isLive {
          node.rebuild()
          changed = true
        }
      }
      queuePreferenceChanges()
      let actions = pendingActions
      pendingActions = []
      for action in actions { action() }
      InvalidationInbox.deliver()
    }
    sharedDerivations.removeAll()
    return changed
  }

  /// Evaluates a composite view's body with its dynamic properties installed and its reads
  /// recorded, then updates the body's node.
  ///
  /// A modifier with a body passes itself as `provider`; the view is not cast to find out,
  /// since a type's first cast to a protocol scans every conformance in the binary.
  func evaluateBody(of node: ViewNode, provider: (any ModifierBodyProvider)? = nil) {
    node.stopListening()
    let previous = CurrentReader.node
    // Installing reads the environment (`@EnvironmentObject`): those reads are the body's.
    CurrentReader.node = node
    DynamicProperties.install(provider?.modifierValue ?? node.view, on: node)
    bodyEvaluations += 1
    if countsByType {
      bodyEvaluationsByType["\(type(of: node.view))", default: 0] += 1
    }
    let body = node.readTracked {
      provider?.modifierBody(node: node) ?? Self.body(of: node.view)
    }
    CurrentReader.node = previous
    node.updateChild(.body, with: body)
    node.keepChildren([.body])
  }

  /// The body of a view of unknown type.
  static func body(of view: any View) -> any View { view._erasedBody() }

  func nodeRemoved(_ node: ViewNode) {
    dirty[ObjectIdentifier(node)] = nil
  }

  /// Queues work to run after the current update (`onAppear`, `onChange`).
  func afterUpdate(_ action: @escaping @MainActor () -> Void) {
    pendingActions.append(action)
  }
}
