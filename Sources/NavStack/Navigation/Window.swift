/// The root of the live navigation tree, and the `Application` a run loop drives.
///
/// It holds the layers (the window's content, then each sheet), the alert, and the overlays.
/// Every event goes through `handle(_:)`; afterwards the tree is reconciled with what the
/// screens declare, so state-driven pushes and sheets follow their bindings in the same frame.
@MainActor
public final class Window: Application {
  var layers: [PresentationLayer]
  var alert: AlertState?
  var alertFocus = 0
  /// The declaration that shows the current alert, when state drives it.
  var alertDriver: AlertDestination?
  /// Which bar button has keyboard focus (Tab), by index into the top bar's buttons.
  var barFocus: Int?
  /// Whether the one-line inspector (Ctrl+G) is shown.
  public internal(set) var isInspectorShown = false
  /// A message the key bar shows until the next key: a failed save, a warning.
  public var statusMessage: String?
  /// Warnings the library logs (a push with no stack, a nested stack).
  public private(set) var log: [String] = []
  /// True once the user has quit and nothing holds the quit back.
  public private(set) var isFinished = false
  /// Buttons the app adds to every help sheet's bar (the notebook's `Tour`).
  public var helpButtons: [BarButton] = []
  /// Asked before quitting.
  ///
  /// return false to keep running (e.g. after asking to discard edits).
  public var shouldQuit: @MainActor () -> Bool = { true }
  /// The virtual clock, advanced by `Sleep` in scripts and by real time interactively.
  public private(set) var clockMilliseconds = 0
  /// Where content was drawn in the last frame, for mouse hit-testing.
  var lastContentRect = Rect(x: 0, y: 0, width: 0, height: 0)
  var lastSize = Size.standard
  var routesBinding: RoutesBinding?
  var builtRoutes: [BuiltRoute] = []
  var warnedNestedStacks: Set<ObjectIdentifier> = []
  var lastBarButtons: [(rect: Rect, button: BarButton)] = []
  var lastBackButton: Rect?
  var lastKeyBarHits: [(rect: Rect, action: @MainActor () -> Void)] = []
  var lastAlertButtons: [(rect: Rect, index: Int)] = []

  /// A window whose content is a navigation stack with `root` at its root.
  public init(root: Screen, inNavigationStack: Bool = true) {
    layers = [
      PresentationLayer(content: .make(for: root, withNavigation: inNavigationStack))
    ]
    reconcile()
  }

  /// A window driven by a coordinator's routes (R35–R38).
  public init(root: Screen, routes: RoutesBinding) {
    layers = [PresentationLayer(content: .stack(NavigationStackModel(root: root)))]
    routesBinding = routes
    reconcile()
  }

  /// A window whose stack follows `path`, as `NavigationStack(path:root:)` (R2, R3).
  public init(root: Screen, path: NavigationPathBinding) {
    let stack = NavigationStackModel(root: root)
    stack.path = path
    layers = [PresentationLayer(content: .stack(stack))]
    reconcile()
  }

  // MARK: Queries

  /// Every screen of the live tree, bottom layer first.
  public var allScreens: [Screen] { layers.flatMap(\.screens) }

  /// The screen that takes keys now.
  public var topScreen: Screen { layers[layers.count - 1].top }

  /// The titles from the root to the top, each presented layer opened by ` | `.
  public var stackDescription: String {
    layers.map { layer in layer.screens.map(\.effectiveTitle).joined(separator: " > ") }
      .joined(separator: " | ")
  }

  /// The live tree as the inspector names it, containers included.
  public var treeDescription: String {
    var parts = ["Window"]
    for (index, layer) in layers.enumerated() {
      if index > 0 { parts.append("Sheet") }
      switch layer.content {
      case .stack(let stack):
        let titles = stack.screens.map(\.effectiveTitle).joined(separator: ", ")
        parts.append("\(stack.isAutomatic ? "Stack(auto)" : "Stack")[\(titles)]")
      case .bare(let screen):
        parts.append("Screen[\(screen.effectiveTitle)]")
      }
    }
    return parts.joined(separator: " › ")
  }

  func layerIndex(of screen: Screen) -> Int? {
    layers.firstIndex(where: { layer in layer.screens.contains(where: { $0 === screen }) })
  }

  func isPresented(_ screen: Screen) -> Bool {
    guard let index = layerIndex(of: screen) else { return false }
    if index > 0 { return true }
    return layers[0].stack?.index(of: screen).map { $0 > 0 } ?? false
  }

  func hasEnclosingStack(_ screen: Screen) -> Bool {
    guard let index = layerIndex(of: screen) else { return false }
    return layers[index].stack != nil
  }

  func warn(_ message: String) {
    log.append(message)
  }

  // MARK: Changing the tree

  func push(_ destination: Screen, from screen: Screen) {
    guard let index = layerIndex(of: screen), let stack = layers[index].stack else {
      warn("push ignored: no navigation stack encloses '\(screen.navigationTitle)'")
      return
    }
    stack.push(destination)
    settle()
  }

  func present(_ sheet: Screen, withNavigation: Bool, onDismiss: (@MainActor () -> Void)?) {
    layers.append(
      PresentationLayer(
        content: .make(for: sheet, withNavigation: withNavigation), onDismiss: onDismiss))
    settle()
  }

  func show(_ alert: AlertState) {
    self.alert = alert
    alertFocus = alert.cancelIndex
  }

  /// `dismiss()` for a screen: pops it, closes its sheet, or does nothing at the root (R25).
  func dismiss(_ screen: Screen) {
    guard let index = layerIndex(of: screen) else { return }
    if let stack = layers[index].stack, let position = stack.index(of: screen), position > 0 {
      let entry = stack.entries[position]
      stack.truncate(toCount: position)
      entry.deactivate?()
      settle()
    } else if index > 0 {
      dismissLayers(from: index)
      settle()
    }
  }

  /// Removes the layers from `index` up, top first, writing false/nil back and running each
  /// `onDismiss` exactly once.
  func dismissLayers(from index: Int) {
    guard index > 0 else { return }
    while layers.count > index {
      let layer = layers.removeLast()
      layer.deactivate?()
      layer.onDismiss?()
      layer.deliver(nil)
    }
  }

  /// Closes the sheet whose root is `screen`, handing `result` to its presenter (R39).
  func dismiss(_ screen: Screen, returning result: Any) {
    guard let index = layerIndex(of: screen), index > 0, layers[index].root === screen else {
      dismiss(screen)
      return
    }
    layers[index].deliver(result)
    dismissLayers(from: index)
    settle()
  }

  func present(
    _ sheet: Screen, withNavigation: Bool, resultHandler: @escaping @MainActor (Any?) -> Void
  ) {
    let layer = PresentationLayer(content: .make(for: sheet, withNavigation: withNavigation))
    layer.resultHandler = resultHandler
    layers.append(layer)
    settle()
  }

  /// The user's Back: pop, or dismiss the sheet at its root, or nothing at the window's root;
  /// with unsaved edits it asks first (R34).
  func goBack() {
    let layer = layers[layers.count - 1]
    let canLeave = (layer.stack.map { $0.count > 1 } ?? false) || layers.count > 1
    if canLeave && layer.top.hasUnsavedChanges {
      confirmDiscard { [weak self] in self?.leaveTop() }
      return
    }
    leaveTop()
  }

  /// Asks "Discard changes?"; `discard` runs only when the user says so.
  public func confirmDiscard(then discard: @escaping @MainActor () -> Void) {
    show(
      AlertState(
        title: "Discard changes?", message: "Your edits have not been saved.",
        buttons: [
          BarButton("Discard", role: .destructive, action: discard),
          BarButton("Keep Editing", role: .cancel) {},
        ]))
  }

  /// Pops or dismisses the top without asking.
  func leaveTop() {
    let layer = layers[layers.count - 1]
    if let stack = layer.stack, stack.count > 1 {
      stack.popByUser()
    } else if layers.count > 1 {
      guard !layer.root.interactiveDismissDisabled else { return }
      dismissLayers(from: layers.count - 1)
    }
    settle()
  }

  /// Whether Back would do anything now, for the key bar.
  var canGoBack: Bool {
    let layer = layers[layers.count - 1]
    if let stack = layer.stack, stack.count > 1 {
      return !(stack.top.navigationBarBackButtonHidden)
    }
    return layers.count > 1 && !layer.root.interactiveDismissDisabled
  }

  /// q and Ctrl+C: quits, asking first when any screen holds unsaved edits.
  func requestQuit() {
    let unsaved = allScreens.contains(where: \.hasUnsavedChanges)
    if unsaved {
      confirmQuit()
      return
    }
    if shouldQuit() { isFinished = true }
  }

  /// Asks "Quit without saving?" with Save, Discard and Cancel (the keys s, d and c).
  ///
  /// Save goes through `SavesEdits`, then quits; Back keeps its own "Discard changes?".
  func confirmQuit() {
    show(
      AlertState(
        title: "Quit without saving?", message: "Your edits have not been saved.",
        buttons: [
          BarButton("Save") { [weak self] in
            if self?.saveAllEdits() == true { self?.isFinished = true }
          },
          BarButton("Discard", role: .destructive) { [weak self] in self?.isFinished = true },
          BarButton("Cancel", role: .cancel) {},
        ]))
  }

  /// Ends the run at once, without asking (after the user confirmed, or on a signal).
  public func finish() {
    isFinished = true
  }

  /// Advances the virtual clock by `milliseconds`, as a replay's `Sleep` does.
  public func advanceClock(by milliseconds: Int) {
    clockMilliseconds += max(0, milliseconds)
  }
}
