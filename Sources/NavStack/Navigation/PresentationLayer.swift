/// One layer of the live tree: the window's content, or a sheet over the layer below.
@MainActor
final class PresentationLayer {
  enum Content {
    case stack(NavigationStackModel)
    case bare(Screen)
  }

  var content: Content
  /// The sheet declaration that presented it (nil for the window and explicit presents).
  let drivenBy: DestinationIdentity?
  /// The screen whose declaration presented it.
  weak var owner: Screen?
  let deactivate: (@MainActor () -> Void)?
  let onDismiss: (@MainActor () -> Void)?
  /// Receives the sheet's typed result once: the value given to `dismiss(returning:)`, or nil
  /// when it closed any other way (R39).
  var resultHandler: (@MainActor (Any?) -> Void)?

  /// Delivers `result` to the presenter, at most once.
  func deliver(_ result: Any?) {
    guard let handler = resultHandler else { return }
    resultHandler = nil
    handler(result)
  }

  init(
    content: Content, drivenBy: DestinationIdentity? = nil, owner: Screen? = nil,
    deactivate: (@MainActor () -> Void)? = nil, onDismiss: (@MainActor () -> Void)? = nil
  ) {
    self.content = content
    self.drivenBy = drivenBy
    self.owner = owner
    self.deactivate = deactivate
    self.onDismiss = onDismiss
  }

  var stack: NavigationStackModel? {
    if case .stack(let stack) = content { return stack }
    return nil
  }

  var screens: [Screen] {
    switch content {
    case .stack(let stack): return stack.screens
    case .bare(let screen): return [screen]
    }
  }

  var top: Screen {
    switch content {
    case .stack(let stack): return stack.top
    case .bare(let screen): return screen
    }
  }

  var root: Screen {
    switch content {
    case .stack(let stack): return stack.root
    case .bare(let screen): return screen
    }
  }
}
