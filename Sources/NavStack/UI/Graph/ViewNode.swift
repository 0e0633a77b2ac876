#if DEBUG
  import Synchronization
#endif

/// One view's place in the live tree: its identity, its state, its environment, its children.
///
/// Views are values thrown away after `body` is read; the node is what lasts. It keeps the
/// storage of `@State` and `@StateObject`, is marked dirty when something its body read has
/// changed, and is rebuilt (its body evaluated again) only then or when its parent hands it a
/// view that differs from the last one.
@MainActor
final class ViewNode {
  weak var graph: ViewGraph?
  /// The window's record of changes, which every node of the tree notes its own in.
  let layoutPass: LayoutPass
  /// The node that holds this one.
  ///
  /// Not weak: a weak reference gives the parent a side table, which slows every retain and
  /// release of it. The parent holds its children (and parked ones) for as long as they are in
  /// the tree, and `remove()` clears this when they leave.
  unowned var parent: ViewNode?
  private(set) var key: ChildKey
  private(set) var view: any View
  let typeID: ObjectIdentifier
  /// Whether the view is a container, updated rather than compared (`ComparedByChildren`).
  private(set) lazy var isComparedByChildren =
    primitiveType?.type.isComparedByChildren ?? false
  /// How the graph builds this node's view when it is a primitive; nil for a view with a body.
  ///
  /// A node's view keeps its type, so this is found once, not at each rebuild, where a
  /// modifier's type is put together from its parts again.
  private lazy var primitiveType = type(of: view)._primitiveType
  var environment: EnvironmentValues
  /// The environment the children get; modifiers change it.
  var childEnvironment: EnvironmentValues
  /// The children in order, by key once there are many, and the parked ones.
  private var childList = ChildList()
  /// The children in order.
  var children: [ViewNode] { childList.order }
  /// The screen this node hosts (a stack's screen, a presented layer's root), for the walk.
  var hostedScreen: ScreenContext? {
    didSet {
      guard hostedScreen !== oldValue else { return }
      knownToDeclareItself = nil
      layoutPass.stamps.ancestry &+= 1
      graph?.noteWalkedChange()
      invalidateLayout()
    }
  }
  /// Toolbar items, presented layers and alert actions are walked on their own, not as part
  /// of the screen around them.
  var isWalkedSeparately = false {
    didSet {
      guard isWalkedSeparately != oldValue else { return }
      layoutPass.stamps.ancestry &+= 1
      if isSeenByWalk { graph?.noteWalkedChange() } else { graph?.treeVersion &+= 1 }
      invalidateLayout()
    }
  }
  /// Storage of the dynamic properties (`@State`, `@StateObject`, …), by their order.
  var slots: [AnyObject] = []
  /// Lays out and draws this node; nil for nodes drawn through their children.
  var renderer: (any NodeRenderer)? {
    get { rendererBox?.renderer }
    set {
      rendererBox = newValue.map(RendererBox.init)
      invalidateLayout()
    }
  }
  /// `renderer`, held in an object: layout and drawing call it through the box, which they
  /// retain, where reading the property copied the renderer out for each call (a renderer
  /// called with its node could otherwise replace itself during the call).
  private(set) var rendererBox: RendererBox?
  /// Whether `renderer` is set: layout and cell keeping ask for every node.
  var hasRenderer: Bool { rendererBox != nil }
  /// Whether the renderer draws from its node alone, as its box found when it was set.
  var rendererDrawsOnlyItsNode: Bool { rendererBox?.drawsOnlyItsNode ?? true }
  /// What this node declares to the navigation around it (title, toolbar, sheets, keys).
  var declarations: [Declaration] = [] {
    didSet {
      knownToDeclareItself = nil
      // While rebuilding, the node decides once, at the end, whether they changed; a node
      // that left the tree tells no one.
      guard !isCollectingDeclarations, !(oldValue.isEmpty && declarations.isEmpty) else {
        return
      }
      if Declaration.holdShortcut(oldValue) || declaresShortcut {
        layoutPass.stamps.ancestry &+= 1
      }
      guard !isRemoved else { return }
      if isSeenByWalk { graph?.noteWalkedChange() } else { graph?.treeVersion &+= 1 }
      invalidateLayout()
    }
  }
  /// True while `rebuild` gathers this node's declarations anew.
  private var isCollectingDeclarations = false
  /// The values the last rebuild read and how it derived the children's environment.
  private var environmentTrail = EnvironmentTrail()
  var isDirty = false
  private(set) var isBuilt = false
  private(set) var isRemoved = false
  /// The depth in the tree, to rebuild dirty nodes parents first.
  let depth: Int
  /// Things this node's body read, to stop listening when it reads again or goes away.
  var dependencies: [ObjectIdentifier: any DependencySource] = [:]
  /// What takes back this node's Observation registrations, once its reads are seen to make
  /// them (`readTracked`).
  var observationLifetime: ObservationLifetime?
  /// Run when the node leaves the tree (`onDisappear` of removal, cancelled tasks).
  var teardownActions: [@MainActor () -> Void] = []
  /// Data a primitive keeps between updates (a list's scroll, a stack's screens).
  var primitiveState: AnyObject? {
    didSet {
      guard primitiveState !== oldValue else { return }
      knownToDeclareItself = nil
      holdsParkableState = primitiveState == nil || primitiveState is ParkableState
      // Of a primitive's data the walk reads only a stack's.
      if primitiveState is StackController || oldValue is StackController {
        graph?.noteWalkedChange()
      } else {
        graph?.treeVersion &+= 1
      }
      invalidateLayout()
    }
  }
  /// Whether `primitiveState` may stay while the node is parked (`ParkableState`), worked out
  /// when it is set, not each time a row leaves: a cast to a protocol costs a lookup.
  private(set) var holdsParkableState = true
  /// What the last walk of this subtree leaving found, until something under it changes
  /// (`LayoutPass` forgets it): a page of rows leaving and coming back would walk every row's
  /// subtree twice.
  var lastLeavingWalk: (seenByWalk: Bool, declares: Bool, parkable: Bool, reusable: Bool)?
  /// What `declaresItself` found, until the declarations, the hosted screen or the primitive
  /// data change: the walks of rows leaving and coming back ask it of every node under them,
  /// and reading the declarations each time copied every one and cast the primitive data.
  private var knownToDeclareItself: Bool?
  /// What the nodes above this one told the walk, until they may tell otherwise.
  var keptAncestry = WalkAncestry()
  /// A spacer's minimum length: stacks give spacers what is left and no spacing of their own.
  var spacerLength: SpacerLength?
  /// What this node keeps of its layout until it or anything under it changes: a frame
  /// where nothing was rebuilt measures nothing again.
  var layoutCache = LayoutCache()
  /// Whether this node waits in `LayoutPass.pending` for its sizes to be forgotten.
  var isLayoutPending = false
  /// The `LayoutPass.flushes` count when this node's sizes were last forgotten.
  var layoutClearedStamp = -1
  /// Marks the children `keepChildren` keeps.
  private var keptStamp = -1
  /// Marks the nodes `FrameReuse` found under a patched node, in the frame of that stamp.
  var patchStamp = -1
  /// Whether this subtree declares anything the declaration walk collects, kept likewise.
  var cachedDeclaresSomething: Bool?
  /// What `holdsRowControls` found, until a node under this one changes.
  var cachedHoldsRowControls: Bool?
  /// What only a list's rows keep, made for them alone: inline it took 112 bytes of every
  /// node, and a notebook row has eight.
  private var rowKept: RowKept?
  /// The cells this node drew last, kept likewise (a list's rows keep them).
  var drawnCells: DrawnCells? {
    get { rowKept?.drawnCells }
    set {
      guard newValue != nil || rowKept != nil else { return }
      keptForRow.drawnCells = newValue
    }
  }
  /// For a list's row: what its content closure read when the list made it.
  var rowWatch: RowWatch? {
    get { rowKept?.rowWatch }
    set {
      guard newValue != nil || rowKept != nil else { return }
      keptForRow.rowWatch = newValue
    }
  }
  /// For a list's row: its actions, kept while nothing under the row changed.
  var rowActionsKept: KeptRead<Never?, [RowAction]> {
    get { rowKept?.actions ?? KeptRead() }
    set {
      guard !newValue.isEmpty || rowKept != nil else { return }
      keptForRow.actions = newValue
    }
  }
  /// `rowKept`, made when a row first keeps something.
  private var keptForRow: RowKept {
    if let rowKept { return rowKept }
    let made = RowKept()
    rowKept = made
    return made
  }

  init(
    graph: ViewGraph?, parent: ViewNode?, key: ChildKey, view: any View,
    isWalkedSeparately: Bool = false
  ) {
    self.isWalkedSeparately = isWalkedSeparately
    self.graph = graph
    // Held strongly: a node that outlives its window still has a pass to note changes in.
    self.layoutPass = parent?.layoutPass ?? graph?.layoutPass ?? LayoutPass()
    self.parent = parent
    self.key = key
    self.view = view
    self.typeID = ObjectIdentifier(type(of: view))
    self.environment = parent?.childEnvironment ?? EnvironmentValues()
    self.childEnvironment = environment
    self.depth = (parent?.depth ?? -1) + 1
    graph?.nodesMade &+= 1
    #if DEBUG
      ViewNode.liveCount.add(1, ordering: .relaxed)
    #endif
  }

  #if DEBUG
    /// How many nodes exist: a debug build counts them, so that a test can check that
    /// closing a screen leaves none of its nodes behind.
    nonisolated static let liveCount = Atomic<Int>(0)
    deinit { ViewNode.liveCount.subtract(1, ordering: .relaxed) }
  #endif

  /// The child at `key`.
  func child(_ key: ChildKey) -> ViewNode? { childList.child(key) }

  /// Adds `child` after the others.
  private func append(child: ViewNode) {
    // A new child that took the key of a parked one: that one can no longer come back.
    childList.append(child)?.remove()
  }

  /// Hands this node a new value of its view; rebuilds it when that matters.
  ///
  /// A new environment in which nothing this node read changed is only handed on, as SwiftUI
  /// re-evaluates a body for the environment values it reads, not for every change above.
  func receive(_ newView: any View, environment newEnvironment: EnvironmentValues) {
    let environmentChanged = newEnvironment.version != environment.version
    let viewChanged = !isBuilt || isComparedByChildren || !ViewEquality.same(view, newView)
    // The same view is kept as it is: its values are equal, and assigning a large view copies it.
    if viewChanged { view = newView }
    if environmentChanged && !viewChanged && !isDirty && !readsChanged(in: newEnvironment) {
      passOn(newEnvironment)
      return
    }
    if environmentChanged {
      environment = newEnvironment
      childEnvironment = newEnvironment
    }
    if viewChanged || environmentChanged { hasNewInputs = true }
    if isDirty || viewChanged || environmentChanged { rebuild() }
  }

  /// Notes that this node's body or update read an environment value.
  func noteEnvironmentRead(_ id: ObjectIdentifier, version: Int) {
    environmentTrail.noteRead(id, version: version)
  }

  /// Whether a value this node read has another version in `newEnvironment`.
  private func readsChanged(in newEnvironment: EnvironmentValues) -> Bool {
    environmentTrail.readsChanged(in: newEnvironment)
  }

  /// Takes `newEnvironment` without rebuilding: the children's environment is derived again
  /// as the last rebuild derived it, and the children get it in turn.
  ///
  /// The view's `@Environment` properties keep the environment they were installed with: the
  /// values they name are among the reads, so those are the same in both.
  private func passOn(_ newEnvironment: EnvironmentValues) {
    environment = newEnvironment
    invalidateLayout()
    if let last = environmentTrail.lastDerivation {
      var values = newEnvironment
      last.transform(&values)
      childEnvironment = values
      environmentTrail.remember(
        values, derivedFrom: newEnvironment, token: last.token, transform: last.transform)
    } else {
      childEnvironment = newEnvironment
    }
    for child in children where child.environment.version != childEnvironment.version {
      child.receive(environment: childEnvironment)
    }
  }

  /// Hands this node a new environment with the same view: what `receive` does when only
  /// the environment changed, without comparing the view with itself.
  private func receive(environment newEnvironment: EnvironmentValues) {
    if isBuilt && !isDirty && !readsChanged(in: newEnvironment) {
      passOn(newEnvironment)
      return
    }
    environment = newEnvironment
    childEnvironment = newEnvironment
    hasNewInputs = true
    rebuild()
  }

  /// Whether a different view or environment was handed to this node since it was last
  /// built; false when it is rebuilt only because state it read changed (a list scrolled).
  private(set) var hasNewInputs = false

  /// Evaluates the body again (or updates the primitive) and updates the children.
  func rebuild() {
    guard !isRemoved else { return }
    invalidateLayout()
    isDirty = false
    isBuilt = true
    childEnvironment = environment
    environmentTrail.forgetReads()
    let previousDeclarations = declarations
    let wasGivenNewInputs = hasNewInputs
    isCollectingDeclarations = true
    declarations = []
    if let primitiveType, primitiveType.update(view, node: self) {
      hasNewInputs = false
    } else {
      graph?.evaluateBody(of: self)
    }
    isCollectingDeclarations = false
    let unchanged =
      (previousDeclarations.isEmpty && declarations.isEmpty)
      || (!wasGivenNewInputs && (primitiveType?.type.hasStableDeclarations ?? false)
        && Declaration.haveSameShape(previousDeclarations, declarations))
    if !unchanged {
      graph?.treeVersion &+= 1
      invalidateLayout()
      // A button matters to the walk only under a keyboard shortcut; elsewhere the chrome
      // reads buttons from their nodes when it draws.
      let isButton = { (declaration: Declaration) in
        if case .button = declaration { true } else { false }
      }
      let onlyButtons =
        previousDeclarations.allSatisfy(isButton) && declarations.allSatisfy(isButton)
      if (!onlyButtons || isUnderShortcut) && isSeenByWalk { graph?.walkVersion &+= 1 }
    }
  }

  /// Updates this node as `primitive` does, listening to what it reads.
  func update<Primitive: PrimitiveView>(as primitive: Primitive) {
    // A primitive that reads state while it updates (a toggle its binding, a list its
    // selection) is rebuilt when that state changes, as a body would be.
    stopListening()
    let previous = CurrentReader.node
    CurrentReader.node = self
    primitive.update(node: self)
    CurrentReader.node = previous
  }

  /// Bumps the walk's version when a change of children moved the children that stayed:
  /// removals are noted as they happen, and children built new declare themselves as they
  /// are built, so only a reorder is left to see.
  ///
  /// `old` is the children before the change; the ones kept carry `stamp`.
  ///
  /// Only children that declare something give the walk an order: a list whose rows came
  /// back above the ones that stayed (a page up) moved nothing the walk reads.
  private func noteChildrenChanged(from old: [ViewNode], stamp: Int) {
    guard childrenMoved(from: old, stamp: stamp, declaringOnly: false),
      childrenMoved(from: old, stamp: stamp, declaringOnly: true)
    else { return }
    graph?.walkVersion &+= 1
  }

  /// Whether the children kept from `old` (those carrying `stamp`), or only those of them
  /// whose subtree declares something, are in another order now.
  private func childrenMoved(from old: [ViewNode], stamp: Int, declaringOnly: Bool) -> Bool {
    layoutPass.stamps.previous &+= 1
    let previous = layoutPass.stamps.previous
    // A child added since the last `keepChildren` is new here, not moved: it tells the walk
    // itself as it is built or brought back.
    for child in old
    where child.addedStamp != layoutPass.stamps.keep && (!declaringOnly || child.subtreeDeclares) {
      child.previousMark = previous
    }
    var survivors = old.lazy.filter { $0.keptStamp == stamp && $0.previousMark == previous }
      .makeIterator()
    for child in children where child.previousMark == previous {
      guard let expected = survivors.next(), expected === child else { return true }
    }
    return false
  }

  /// Marks the children a change of children started from.
  private var previousMark = -1
  /// The `keepChildren` stamp that follows this node's being added to its parent.
  private var addedStamp = -1

  /// Changes the children's environment with `transform`, keeping the last result (and its
  /// version) when this node's environment and `token` are the same as last time.
  ///
  /// `transform` is kept to derive the children's environment again when only this node's
  /// environment changes and nothing it read did. Nodes of one type that derive at the same
  /// place from the same environment with the same token share the result during an update
  /// (`SharedDerivations`): `token` names all that `transform` sets.
  func deriveChildEnvironment(
    token: Any, file: StaticString = #fileID, line: UInt = #line,
    _ transform: @escaping (inout EnvironmentValues) -> Void
  ) {
    deriveChildEnvironment(
      token: token, same: { ViewEquality.same($0, token) },
      site: SharedDerivations.Site(file: file, line: line, view: typeID), transform)
  }

  /// `deriveChildEnvironment(token:_:)` for a token compared by `==`: most tokens are a flag
  /// or a small struct, which the graph's general comparison would look up by type.
  func deriveChildEnvironment<Token: Equatable>(
    token: Token, file: StaticString = #fileID, line: UInt = #line,
    _ transform: @escaping (inout EnvironmentValues) -> Void
  ) {
    deriveChildEnvironment(
      token: token, same: { ($0 as? Token) == token },
      site: SharedDerivations.Site(file: file, line: line, view: typeID), transform)
  }

  private func deriveChildEnvironment(
    token: Any, same: (Any) -> Bool, site: SharedDerivations.Site,
    _ transform: @escaping (inout EnvironmentValues) -> Void
  ) {
    if let kept = environmentTrail.derived(from: environment, same: same) {
      childEnvironment = kept
      return
    }
    let graph = self.graph
    if let shared = graph?.sharedDerivations.derived(at: site, from: environment, same: same) {
      childEnvironment = shared
      environmentTrail.remember(
        shared, derivedFrom: environment, token: token, transform: transform)
      return
    }
    var values = environment
    transform(&values)
    childEnvironment = values
    environmentTrail.remember(values, derivedFrom: environment, token: token, transform: transform)
    graph?.sharedDerivations.keep(values, at: site, from: environment, token: token)
  }

  /// Updates the child at `key` with `view`, replacing it when the type differs.
  ///
  /// A child made new with `walkedSeparately` is flagged before it is built, so nothing in it
  /// tells the walk it changed.
  @discardableResult
  func updateChild(_ key: ChildKey, with view: any View, walkedSeparately: Bool = false)
    -> ViewNode
  {
    if let existing = child(key) {
      if existing.typeID == ObjectIdentifier(type(of: view)) {
        existing.receive(view, environment: childEnvironment)
        return existing
      }
      if existing.subtreeDeclares { graph?.walkVersion &+= 1 }
      existing.remove()
      childList.unmap(existing)
      childList.removeFromOrder(existing)
    }
    let child =
      (walkedSeparately ? nil : reusedChild(key, for: view))
      ?? ViewNode(
        graph: graph, parent: self, key: key, view: view, isWalkedSeparately: walkedSeparately)
    child.addedStamp = layoutPass.stamps.keep &+ 1
    append(child: child)
    graph?.treeVersion &+= 1
    invalidateLayout()
    child.rebuild()
    return child
  }

  /// Keeps exactly the children at `keys`, in that order; the others leave the tree.
  func keepChildren(_ keys: [ChildKey]) {
    if keys.count == children.count {
      var same = true
      for index in keys.indices where children[index].key != keys[index] {
        same = false
        break
      }
      if same { return }
    }
    // Marks the kept children instead of hashing the keys into a set: one lookup a key.
    layoutPass.stamps.keep &+= 1
    let stamp = layoutPass.stamps.keep
    var kept: [ViewNode] = []
    kept.reserveCapacity(keys.count)
    for key in keys {
      guard let child = child(key) else { continue }
      child.keptStamp = stamp
      kept.append(child)
    }
    let old = children
    for child in children where child.keptStamp != stamp {
      childList.unmap(child)
      if child.subtreeDeclares { graph?.walkVersion &+= 1 }
      child.remove()
    }
    childList.setOrder(kept)
    noteChildrenChanged(from: old, stamp: stamp)
    graph?.treeVersion &+= 1
    invalidateLayout()
  }

  /// Keeps exactly `nodes`, children just updated, in that order: what `keepChildren(_:)`
  /// does, without looking their keys up again.
  ///
  /// With `parking`, a child that leaves with a parkable subtree is parked instead of
  /// removed, to come back through `updateChild(unparking:with:)`.
  ///
  /// `keepingSizes` is for a list whose rows only moved: its size, and its ancestors', do not
  /// depend on which rows it shows (`LayoutPass.noteRowsShifted(in:)`).
  func keepChildren(_ nodes: [ViewNode], parking: Bool, keepingSizes: Bool = false) {
    if nodes.count == children.count {
      var same = true
      for index in nodes.indices where children[index] !== nodes[index] {
        same = false
        break
      }
      if same { return }
    }
    layoutPass.stamps.keep &+= 1
    let stamp = layoutPass.stamps.keep
    for child in nodes { child.keptStamp = stamp }
    let old = children
    var changedMark: Int?
    for child in children where child.keptStamp != stamp {
      if parking { childList.mapAll() }
      // A parked child stays in the map under its key; another child under the same key
      // (duplicate ids) cannot be parked there.
      let canPark = parking && childList.maps(child)
      // Only a child whose last leaving walk is kept asks whether it changed since: a row
      // leaving for the first time, as every row of a walk forward does, is walked anyway.
      if canPark && changedMark == nil && child.lastLeavingWalk != nil {
        changedMark = markChildrenChangedSinceLayoutPass()
      }
      // One walk of the leaving subtree answers both questions a parked row asks.
      let leaving =
        canPark
        ? child.leavingAsLastWalked(
          seenByWalk: !child.isWalkedSeparately, changed: child.changedStamp == changedMark)
        : (declares: child.subtreeDeclares, parkable: false)
      if leaving.declares { graph?.walkVersion &+= 1 }
      if leaving.parkable {
        park(child)
      } else {
        childList.unmap(child)
        child.remove()
      }
    }
    childList.setOrder(nodes)
    noteChildrenChanged(from: old, stamp: stamp)
    graph?.treeVersion &+= 1
    if keepingSizes { layoutPass.noteRowsShifted(in: self) } else { invalidateLayout() }
  }

  /// When this node was parked, to let the oldest go first.
  private(set) var parkedAt = 0
  /// How many children a node keeps parked: a dozen pages of a list, so that paging down and
  /// back, the way a user looks for a row, brings rows back rather than building them again.
  ///
  /// A parked row of the notebook holds about 12 KB of peak RSS (eight nodes, its view and
  /// its drawing; the environments it derives are shared with the other rows), so a long walk
  /// keeps about 3 MB of rows. 64 kept less, but a user paging five pages down and back up then
  /// builds the rows again: the back-and-forth replay of `make bench` went from 1.0× C to 2.9×.
  static let parkingLimit = 256

  /// Whether the declaration walk sees anything in this subtree (`subtreeDeclares`), and
  /// whether it can be parked, found in one walk; `seenByWalk` is false under a subtree walked
  /// on its own, where nothing counts as declared.
  ///
  /// A subtree can wait off screen and come back as it was, as SwiftUI keeps a list row's
  /// state while it is scrolled away, when nothing in it runs work on leaving the tree
  /// (`onDisappear`, a task), hosts a screen, or keeps primitive data other than row data.
  /// State, environment reads and observed dependencies may stay: a parked node is still
  /// live, so a change it read marks it dirty and the next update rebuilds it.
  ///
  /// The same walk finds whether the subtree `canBeReused`, for when the row is retired.
  private func leaving(seenByWalk: Bool) -> (declares: Bool, parkable: Bool, reusable: Bool) {
    var declares = seenByWalk && declaresItself
    var parkable =
      teardownActions.isEmpty && hostedScreen == nil && !isRemoved
      && holdsParkableState
    var reusable = parkable && slots.isEmpty && childList.parkedCount == 0
    for child in children {
      if (declares || !seenByWalk) && !parkable { break }
      let found = child.leaving(seenByWalk: seenByWalk && !child.isWalkedSeparately)
      declares = declares || found.declares
      parkable = parkable && found.parkable
      reusable = reusable && found.reusable
    }
    return (declares, parkable, reusable && parkable)
  }

  /// What `leaving(seenByWalk:)` finds, as the last walk of this subtree found it while
  /// nothing under it changed since: a row scrolled away and back leaves again unchanged.
  ///
  /// `changed` is `changedSinceLayoutPass`, as the parent found it for all its children at once.
  private func leavingAsLastWalked(seenByWalk: Bool, changed: Bool) -> (
    declares: Bool, parkable: Bool
  ) {
    if let known = lastLeavingWalk, known.seenByWalk == seenByWalk, !changed {
      return (known.declares, known.parkable)
    }
    let found = leaving(seenByWalk: seenByWalk)
    lastLeavingWalk = (seenByWalk, found.declares, found.parkable, found.reusable)
    return (found.declares, found.parkable)
  }

  /// Updates the child at `key` with `view`, bringing a parked child of that key and type
  /// back first.
  @discardableResult
  func updateChild(unparking key: ChildKey, with view: any View) -> ViewNode {
    if let node = childList.parked(key) {
      if node.typeID == ObjectIdentifier(type(of: view)) {
        bringBack(node)
        node.receive(view, environment: childEnvironment)
        return node
      }
      childList.forgetParked(node)
      node.remove()
    }
    return updateChild(key, with: view)
  }

  /// Brings `node`, parked here, back as it was parked, without a view to compare.
  ///
  /// A list given no new view since it made the row knows the row's view is the one it was
  /// made with. False, with nothing done, when the node is no longer parked here or changed
  /// while parked (it is dirty, what its row read changed, or the environment moved on).
  ///
  /// With `keepingSizes`, what this node keeps of its layout is left for the
  /// `keepChildren(_:parking:keepingSizes:)` that follows to forget.
  func unpark(_ node: ViewNode, keepingSizes: Bool = false) -> Bool {
    guard canUnpark(node) else { return false }
    bringBack(node, keepingSizes: keepingSizes)
    return true
  }

  /// Makes `node`, parked here, a child again after the others; it is in the map already.
  private func bringBack(_ node: ViewNode, keepingSizes: Bool = false) {
    node.isParked = false
    childList.bringBack(node)
    node.addedStamp = layoutPass.stamps.keep &+ 1
    graph?.treeVersion &+= 1
    if node.declaresComingBack { graph?.walkVersion &+= 1 }
    if !keepingSizes { invalidateLayout() }
  }

  /// Whether `unpark(_:)` would bring `node` back: it is parked here and nothing it shows
  /// changed while it waited.
  func canUnpark(_ node: ViewNode) -> Bool {
    // A parked node stays in its parent's map until it leaves it, which clears `isParked`.
    node.isParked && node.parent === self && !node.isDirty && !node.rowReadsChanged
      && node.environment.version == childEnvironment.version
  }

  /// Whether this node waits among its parent's parked children.
  private(set) var isParked = false
  /// How many children wait parked here.
  var parkedChildCount: Int { childList.parkedCount }

  /// Parks `child`, just taken out of `children` and mapped under its key, letting the oldest
  /// parked children go when there are too many.
  private func park(_ child: ViewNode) {
    layoutPass.stamps.parkings &+= 1
    child.parkedAt = layoutPass.stamps.parkings
    child.isParked = true
    for node in childList.notePark(of: child, limit: ViewNode.parkingLimit) {
      if node.canBeReused, childList.keepForReuse(node) {
        node.retire()
        continue
      }
      node.remove()
    }
  }

  /// Forgets the sizes measured for this node and its ancestors, whose sizes may depend on it.
  ///
  /// The walk up is deferred to the next measurement, so a rebuild that touches many nodes
  /// under one parent walks each ancestor once.
  func invalidateLayout() {
    guard !isLayoutPending else { return }
    isLayoutPending = true
    layoutPass.invalidations &+= 1
    layoutPass.pending.append(self)
    layoutPass.changedSinceFrame?.append(self)
    if layoutPass.changedSinceFrame?.count ?? 0 > 512 { layoutPass.changedSinceFrame = nil }
  }

  /// Takes this subtree out of the tree as `remove()` would, keeping its nodes and what
  /// they hold room for, to be made again into a new child of the same type
  /// (`reusedChild(_:for:)`); only for a subtree that `canBeReused`.
  func retire() {
    graph?.treeVersion &+= 1
    retireSubtree()
  }

  private func retireSubtree() {
    for child in children { child.retireSubtree() }
    isRemoved = true
    isParked = false
    isBuilt = false
    if isDirty {
      isDirty = false
      graph?.nodeRemoved(self)
    }
    stopListening()
    observationLifetime = nil
    // What the old row declared and kept goes; the room its lists and maps took stays. Its
    // sizes and reads are forgotten as each node is built again (`invalidateLayout`).
    isCollectingDeclarations = true
    declarations = []
    isCollectingDeclarations = false
    knownToDeclareItself = nil
    lastLeavingWalk = nil
    cachedDeclaresSomething = nil
    cachedHoldsRowControls = nil
    drawnCells = nil
    rowWatch = nil
    rowActionsKept = KeptRead()
    keptStamp = -1
    previousMark = -1
    keptAncestry = WalkAncestry()
  }

  /// Whether this subtree, parked and about to leave, can be retired and made again into
  /// another row of its type: as the walk that parked it found it while nothing under it
  /// changed since (a walk forward retires a row for each row it parks), else by a walk.
  ///
  /// Nothing in it may keep state of its own (`@State`), run work on leaving, host a screen,
  /// keep primitive data other than row data (`ParkableState`, which each update sets anew)
  /// or park rows of its own: the same nodes handed another row's views are then what new
  /// nodes would be, without the allocations of a row's nodes and of their lists, and
  /// without freeing the old ones.
  private var canBeReused: Bool {
    if let known = lastLeavingWalk, known.parkable { return known.reusable }
    return leaving(seenByWalk: false).reusable
  }

  /// A retired child of `view`'s type, brought back under `key` with `view` and this node's
  /// children's environment, for `updateChild` to build as a new child; nil when none is kept.
  private func reusedChild(_ key: ChildKey, for view: any View) -> ViewNode? {
    guard let node = childList.takeReusable(ObjectIdentifier(type(of: view))) else { return nil }
    node.key = key
    node.reviveSubtree()
    node.view = view
    node.environment = childEnvironment
    node.childEnvironment = childEnvironment
    node.hasNewInputs = true
    return node
  }

  private func reviveSubtree() {
    isRemoved = false
    for child in children { child.reviveSubtree() }
  }

  /// Takes the node and its subtree out of the tree: state is dropped, `onDisappear` runs.
  func remove() {
    guard !isRemoved else { return }
    graph?.treeVersion &+= 1
    for child in children { child.remove() }
    for child in childList.takeParked() { child.remove() }
    isRemoved = true
    isParked = false
    for action in teardownActions { action() }
    teardownActions = []
    stopListening()
    graph?.nodeRemoved(self)
    parent = nil
    // What the node declared goes with it. A declaration's closures may hold the node (a
    // search field's keys) or, through a view's environment, the screen around it, and the
    // screen holds what its walk gathered, toolbar nodes and closures: each would keep the
    // other, and the subtree under it, alive after the screen closed.
    declarations = []
    if let screen = hostedScreen, screen.hostNode === self || screen.hostNode == nil {
      screen.declarations = ScreenDeclarations()
      screen.keptBarItems = KeptRead()
      screen.hostNode = nil
    }
  }

  func stopListening() {
    if !dependencies.isEmpty {
      for (_, source) in dependencies { source.removeDependent(self) }
      dependencies = [:]
    }
    observationLifetime?.end()
  }

  /// Marks the node to be rebuilt before the next frame.
  func invalidate() {
    guard !isRemoved, !isDirty, graph?.ownWriter !== self else { return }
    isDirty = true
    graph?.markDirty(self)
  }

  var isLive: Bool { !isRemoved }

  /// The nearest ancestor (or self) whose primitive state is of type `T`.
  func nearest<T: AnyObject>(_ type: T.Type) -> T? {
    var node: ViewNode? = self
    while let current = node {
      if let state = current.primitiveState as? T { return state }
      node = current.parent
    }
    return nil
  }

  /// The children a container lays out: transparent views (tuples, groups, `ForEach`,
  /// branches, composite views) are seen through.
  var layoutChildren: [ViewNode] {
    if hasRenderer { return [self] }
    layoutPass.flushIfPending()
    if let cached = layoutCache.children { return cached }
    var result: [ViewNode] = []
    for child in children {
      if child.hasRenderer { result.append(child) } else { result += child.layoutChildren }
    }
    layoutCache.children = result
    return result
  }

  /// Whether this node itself gives the walk something: a declaration other than a plain
  /// button (a button counts only under a `.keyboardShortcut`, which the walk carries down
  /// itself, so rows of buttons in a list are not walked for nothing), a screen or a stack.
  private var declaresItself: Bool {
    if let known = knownToDeclareItself { return known }
    let declares =
      declarations.contains(where: { if case .button = $0 { false } else { true } })
      || hostedScreen != nil || primitiveState is StackController
    knownToDeclareItself = declares
    return declares
  }

  /// What `subtreeDeclares` says of this node coming back from parking: what the walk found
  /// as it left, unless a node under it changed since.
  var declaresComingBack: Bool {
    guard let known = lastLeavingWalk, known.seenByWalk == !isWalkedSeparately,
      !changedSinceLayoutPass
    else { return subtreeDeclares }
    return known.declares
  }

  /// Whether a node of this subtree changed since `LayoutPass` last forgot what it kept, so
  /// that what this node keeps about its subtree may be out of date.
  ///
  /// Asked of every row leaving a list, that is one walk of the pending nodes a row: the list
  /// asks it of all its children in one walk instead (`markChildrenChangedSinceLayoutPass`).
  private var changedSinceLayoutPass: Bool {
    for pending in layoutPass.pending
    where pending.depth >= depth && pending.ancestor(atDepth: depth) === self {
      return true
    }
    return false
  }

  /// This node, or its ancestor at `depth`; nil above the root or below this node's depth.
  @inline(__always)
  private func ancestor(atDepth depth: Int) -> ViewNode? {
    var node: ViewNode? = self
    while let each = node, each.depth > depth { node = each.parent }
    return node?.depth == depth ? node : nil
  }

  /// Marks with a fresh stamp, and returns it, the children of this node that
  /// `changedSinceLayoutPass` holds for: one walk up from each pending node for all of them.
  private func markChildrenChangedSinceLayoutPass() -> Int {
    layoutPass.stamps.changed &+= 1
    let stamp = layoutPass.stamps.changed
    let childDepth = depth + 1
    for pending in layoutPass.pending where pending.depth >= childDepth {
      if let child = pending.ancestor(atDepth: childDepth), child.parent === self {
        child.changedStamp = stamp
      }
    }
    return stamp
  }

  /// Marks the children `markChildrenChangedSinceLayoutPass` found.
  private var changedStamp = -1

  /// What `declaresSomething` says, worked out afresh: for a subtree leaving or coming back,
  /// without forgetting the sizes that changed elsewhere first.
  var subtreeDeclares: Bool {
    // A subtree walked on its own is out of the screen's walk.
    if isWalkedSeparately { return false }
    if declaresItself { return true }
    for child in children where !child.isWalkedSeparately && child.subtreeDeclares {
      return true
    }
    return false
  }

  /// Whether this node or one the declaration walk reaches under it declares something,
  /// hosts a screen or holds a stack; the walk skips the subtrees that do not.
  var declaresSomething: Bool {
    layoutPass.flushIfPending()
    if let cached = cachedDeclaresSomething { return cached }
    var result = declaresItself
    if !result {
      for child in children where !child.isWalkedSeparately && child.declaresSomething {
        result = true
        break
      }
    }
    cachedDeclaresSomething = result
    return result
  }
}
