/// A stack of screens with a bar, as SwiftUI's `NavigationStack` (R1–R6).
public struct NavigationStack<Root: View>: View {
  let root: Root
  let pathAccess: PathAccess?

  /// A stack whose path is its own.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    pathAccess = nil
  }

  /// A stack that follows `path`: one screen per element above the root (R2, R3).
  public init<Data: Hashable>(path: Binding<[Data]>, @ViewBuilder root: () -> Root) {
    self.root = root()
    pathAccess = PathAccess(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { path.wrappedValue = $0.compactMap { $0.base as? Data } })
  }

  /// A stack that follows a type-erased `NavigationPath`.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    pathAccess = PathAccess(
      get: { path.wrappedValue.elements },
      set: { path.wrappedValue.elements = $0 })
  }

  /// A primitive view.
  public typealias Body = Never
}

extension NavigationStack: PrimitiveView {
  func update(node: ViewNode) {
    let controller: StackController
    if let existing = node.primitiveState as? StackController {
      controller = existing
    } else {
      controller = StackController(presenter: node.environment.screenContext)
      controller.node = node
      let enclosing = node.environment.navigationStack
      if let enclosing, node.environment.isSplitColumnRoot,
        let screen = node.environment.screenContext
      {
        // A split view's column: this is the column's stack, drawn in the screen's place.
        controller.columnOwner = enclosing
        controller.columnScreen = screen
        screen.columnStack = controller
      } else {
        controller.isNested = enclosing != nil
      }
      if controller.isNested {
        node.graph?.warnOnce(
          "a NavigationStack inside a NavigationStack: its items join the outer bar")
      }
      node.primitiveState = controller
      node.teardownActions.append { [weak controller] in controller?.leaveTree() }
    }
    if controller.isNested {
      // R17: one bar; pushes from inside go to the enclosing stack.
      node.updateChild(.part("root"), with: root)
      node.keepChildren([.part("root")])
      // A nested stack draws its root only.
      node.renderer = PassthroughRenderer(part: "root")
      return
    }
    controller.pathAccess = pathAccess
    node.deriveChildEnvironment(token: ObjectIdentifier(controller)) {
      $0.navigationStack = controller
      $0.isSplitColumnRoot = false
    }
    var keys: [ChildKey] = [.part("root")]
    node.updateContent(
      .part("root"), with: ScreenHost(context: controller.rootContext, content: root))
    for entry in controller.entries {
      // A push or a pop updates the stack alone: the screens it hosts already have their
      // views, and only a new one is handed its own.
      if node.hasNewInputs || node.child(.id(entry.id)) == nil { controller.host(entry, in: node) }
      keys.append(.id(entry.id))
    }
    node.keepChildren(keys)
    node.renderer = StackScreenRenderer(controller: controller)
  }
}
