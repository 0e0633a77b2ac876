import FoundationEssentials

/// A window showing a view tree: the `Application` a run loop or a replay drives.
///
/// It owns the graph, finds the layers (the root, then each presented sheet), keeps focus per
/// screen, routes keys and clicks through the frame it last drew, and draws the key bar and
/// alerts. Navigation itself lives in the tree: stacks, links and presentations are views.
@MainActor
public final class ViewHost: Application {
  let graph = ViewGraph()
  let scheduler = Scheduler()
  let rootContext = ScreenContext(kind: .windowRoot)
  /// What the views asked of the window and it has not applied yet (`applyRequests()`).
  let requests = WindowRequestQueue()
  private(set) var root: ViewNode?
  /// The layers found by the last settle: the root's, then each presented one.
  var layers: [Layer] = []
  /// How many times the layers were walked.
  var layerWalks = 0
  /// The stacks whose root screens the last walk found, in the layers' order: each settle
  /// asks each of them to reconcile, and finding them went through every screen each time.
  var rootStacks: [StackController] = []
  /// What the screens on show were last worked out from (`updateVisibility()`): the layer
  /// walks and the window's `TreeStamps.screens`.
  var visibilityInputs = (-1, -1)
  /// The alert shown now: a declared one, or one presented to the window.
  var alert: ShownAlert?
  var alertFocus = 0
  /// The alert presented to the window (`present(_:)`): its own, or one a view asked for.
  var windowAlert: AlertState?
  /// The alert the tree declares now, if any.
  var declaredAlert: PresentationDeclaration?
  /// True once the user quit and nothing held the quit back.
  public internal(set) var isFinished = false
  /// A message the key bar shows until the next key.
  public var statusMessage: String? {
    didSet { if statusMessage != oldValue { needsFrame = true } }
  }
  /// Whether the inspector line (Ctrl+G) is shown.
  public internal(set) var isInspectorShown = false
  var isHelpShown = false
  /// What the last frame drew, for input to act on.
  var frame = Frame()
  /// The screen's key-bar items of the last frame, reused while their inputs are the same.
  var keyBarCache = KeyBarCache()
  /// The last frame, which the next one is made from when a patch alone changed it.
  var frameReuse = FrameReuse()
  var lastSize = Size.standard
  /// Whether something changed since the last frame was drawn: an event draws it as it ends;
  /// a change made between events is drawn by the next `render` or event, whichever is first.
  var needsFrame = true
  /// The last frame drawn, which `render` returns.
  var shownFrame = Canvas(size: Size(width: 0, height: 0))
  /// What the top layer's last whole drawing held focusable, for the focus rules to check.
  var drawnFocus: DrawnFocus?
  /// Frames drawn whole so far (`wholeFrameDrawCount`).
  var wholeFrameCount = 0
  /// Asked before quitting; return false to keep running.
  public var shouldQuit: @MainActor () -> Bool = { true }
  /// Opens a URL outside the window (`xdg-open`), as the terminal runner sets it for an
  /// interactive run; nil in replays and tests, where the key bar names the URL instead.
  public var opensURL: (@MainActor (URL) -> Bool)?
  /// Puts text on the terminal's clipboard (OSC 52), as the terminal runner sets it for an
  /// interactive run; nil in replays and tests, where the key bar says what would be copied.
  public var copiesToClipboard: (@MainActor (String) -> Bool)?
  /// The app's buttons on the help panel's bar (the notebook's Tour), each with its key.
  public var helpButtons: [BarButton] = [] {
    didSet { needsFrame = true }
  }

  /// One presentation layer.
  struct Layer {
    let node: ViewNode
    let presentation: PresentationDeclaration?
    var screens: [ScreenContext]
  }

  /// The focusable views of a drawn top layer, and the view the app asked to focus, if any.
  struct DrawnFocus {
    let contentTargets: [ObjectIdentifier]
    let barTargets: [ObjectIdentifier]
    /// The target the frame's views asked focus to move to (`WindowRequest.moveFocus`).
    var request: ObjectIdentifier?
  }

  /// An alert on screen, with its buttons resolved.
  struct ShownAlert {
    var state: AlertState
    let dismiss: @MainActor () -> Void
  }

  /// What input reads from the last frame.
  struct Frame {
    var targets: [FocusTarget] = []
    var barTargetIDs: Set<ObjectIdentifier> = []
    var clickRegions: [(rect: Rect, action: @MainActor () -> Void)] = []
    var scrollRegions: [ScrollRegion] = []
    var keyBar: [(rect: Rect, action: @MainActor () -> Void)] = []
    var alertButtons: [(rect: Rect, index: Int)] = []
    var keyBarItems: [(entry: KeyBar.Entry, action: @MainActor () -> Void)] = []
  }

  /// A window showing `content`.
  public init<Content: View>(_ content: Content) {
    Scheduler.current = scheduler
    graph.clock.scheduler = scheduler
    rootContext.isVisible = true
    rootView = ScreenHost(context: rootContext, content: content)
    var environment = EnvironmentValues()
    environment.windowWidth = lastSize.width
    environment.windowRequests = requests
    environment.showStatus = StatusAction(requests: requests)
    environment.openURL = OpenURLAction(requests: requests)
    root = graph.makeRoot(rootView, environment: environment)
    settle()
  }

  /// Lets go of the nodes the layout pass waits on, which hold the pass in turn.
  ///
  /// The tree leaves with the window: a screen's walk holds closures whose views hold the
  /// screen in their environment, so a tree let go without `remove()` would keep itself, and
  /// the models in its environment, alive (its screens let go of their bar items as they
  /// leave). So would the window's jobs, which the shared scheduler slot would keep.
  isolated deinit {
    graph.layoutPass.forgetPending()
    root?.remove()
    if Scheduler.current === scheduler { Scheduler.current = nil }
  }

  private let rootView: ScreenHost
  /// The walk version the layers were last walked at.
  private var walkedTreeVersion = -1

  /// Tells the tree the window's new size: views that change shape with it rebuild.
  func applyWindowSize(_ size: Size) {
    lastSize = size
    guard let root, root.environment.windowWidth != size.width else { return }
    var environment = root.environment
    environment.windowWidth = size.width
    root.receive(rootView, environment: environment)
  }

  /// Sends the scene to the background as the app ends: views that read `scenePhase` see
  /// `.inactive` then `.background`, as an iOS scene passes through on its way out, and their
  /// `onChange` runs at each; then what `@SceneStorage` holds is written.
  public func enterBackground() {
    Scheduler.current = scheduler
    for phase in [ScenePhase.inactive, .background] {
      guard let root, root.environment.scenePhase > phase else { continue }
      var environment = root.environment
      environment.scenePhase = phase
      root.receive(rootView, environment: environment)
      settle()
    }
    SceneStorageStore.shared.write()
  }

  /// Warnings: pushes without a stack, nested stacks, unknown symbols.
  public var log: [String] { graph.log }

  /// How many bodies have been evaluated so far (R41).
  public var bodyEvaluations: Int { graph.bodyEvaluations }
  /// How many view nodes this window has made (`ViewGraph.nodesMade`).
  public var nodesMade: Int { graph.nodesMade }

  /// Bodies evaluated, by view type, when counting is on.
  public var bodyEvaluationsByType: [String: Int] { graph.bodyEvaluationsByType }

  /// Counts body evaluations by view type from now on.
  public func countBodiesByType() { graph.countsByType = true }

  /// Takes any input, brings the tree up to date and draws the frame.
  ///
  /// Edits a text editor has not written to its binding yet are written first when the
  /// event does not go to it, so whatever handles the event reads the text as shown. A paste
  /// goes to the focused field as text and an unknown sequence to the log, so neither runs a
  /// command.
  public func handle(_ event: InputEvent) {
    switch event {
    case .key, .mouse, .resize:
      take(event)
      commitFrame()
    case .paste(let text): handlePaste(text)
    case .unrecognized(let description): noteDroppedInput(description)
    case .focus: break
    }
  }

  /// `handle(_:)` of a key, a click or a resize, without the frame.
  private func take(_ event: InputEvent) {
    Scheduler.current = scheduler
    TextArea.commitPendingEdits(before: event)
    // While the terminal is too small nothing on screen can be seen, so only quitting acts,
    // and the alert the small screen shows (a quit that asks first) takes its keys.
    if !lastSize.fits(.minimum), case .key(let key) = event {
      if let alert {
        handleAlertKey(key, alert: alert)
        settle()
      } else if key == .character("q") || key.isInterrupt {
        requestQuit()
      }
      return
    }
    if !lastSize.fits(.minimum), case .mouse = event { return }
    // Input acts on what the screen shows: a change made since the last frame is drawn first.
    // A resize is drawn at its new size only.
    if needsFrame {
      if case .resize = event {} else { commitFrame() }
    }
    frameReuse.eventBegins()
    switch event {
    case .key(let key): handleKey(key)
    case .mouse(let mouse): handleMouse(mouse)
    case .resize(let size): applyWindowSize(size)
    case .paste, .focus, .unrecognized: break
    }
    settle()
    // Whatever the event did, the screen shows it in the next frame.
    needsFrame = true
    frameReuse.eventEnded()
  }

  /// Moves the window's clock on, running the timers that fall due.
  public func advanceClock(by milliseconds: Int) {
    Scheduler.current = scheduler
    scheduler.advance(by: milliseconds)
    settle()
    // A view drawn from the clock (a spinner) moves on with it.
    if needsFrame || frameReuse.drawsFromTheClock {
      frameReuse.forget()
      commitFrame()
    }
  }

  /// Ends the run at once.
  public func finish() { isFinished = true }

  /// When the next `asyncAfter` or timer is due, so the run loop wakes for it.
  public var millisecondsUntilNextTimer: Int? {
    scheduler.nextDue.map { $0 - scheduler.now }
  }

  /// Quits, unless something holds it back.
  func requestQuit() {
    if shouldQuit() { isFinished = true }
  }

  /// Runs what the main queue and timers hold, rebuilds dirty nodes, brings stacks and
  /// presentations in line with the state, until nothing changes.
  ///
  /// Only work done asks for a frame: time that passes with nothing due leaves the last frame
  /// standing, so a key typed after a pause is not preceded by a frame drawn for nothing.
  public func settle() {
    for _ in 0..<16 {
      drainMainQueue()
      if scheduler.runDue() { needsFrame = true }
      if graph.update() { needsFrame = true }
      if collectLayersIfChanged() { needsFrame = true }
      var changed = false
      for stack in rootStacks where stack.reconcile() { changed = true }
      if changed {
        graph.update()
        walkLayers()
        needsFrame = true
      }
      // `onAppear`/`onChange` may write state: what they rebuilt is walked on the next round.
      let rebuilt = updateVisibility()
      if rebuilt { needsFrame = true }
      // What the views asked of the window, as they handled the event or appeared.
      applyRequests()
      if !rebuilt && !graph.hasDirtyNodes && !changed
        && scheduler.nextDue.map({ $0 > scheduler.now }) ?? true
      {
        break
      }
    }
    resolveAlert()
  }

  /// Walks the layers again unless no node changed since the last walk, which would find
  /// the same screens and declarations; true when it walked.
  private func collectLayersIfChanged() -> Bool {
    if walkedTreeVersion == graph.walkVersion && !layers.isEmpty { return false }
    walkLayers()
    return true
  }

  /// Walks the layers and notes the tree it walked, so the next round does not walk the same
  /// tree again.
  private func walkLayers() {
    collectLayers()
    walkedTreeVersion = graph.walkVersion
  }

  /// Lets `Task { @MainActor in }` work queued by views run before the next frame.
  private func drainMainQueue() {
    MainQueue.drain()
  }
}
