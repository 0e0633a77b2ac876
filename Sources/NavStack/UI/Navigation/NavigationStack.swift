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

/// The deprecated stack, as SwiftUI's `NavigationView`: a `NavigationStack`.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A stack with `content` at its root.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The stack.
  public var body: some View { NavigationStack { content } }
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
      node.renderer = PassthroughRootRenderer()
      return
    }
    controller.pathAccess = pathAccess
    node.deriveChildEnvironment(token: ObjectIdentifier(controller)) {
      $0.navigationStack = controller
      $0.isSplitColumnRoot = false
    }
    var keys: [ChildKey] = [.part("root")]
    node.updateChild(
      .part("root"), with: ScreenHost(context: controller.rootContext, content: root))
    for entry in controller.entries {
      controller.host(entry, in: node)
      keys.append(.id(entry.id))
    }
    node.keepChildren(keys)
    node.renderer = StackScreenRenderer(controller: controller)
  }
}

/// A nested stack draws its root only.
struct PassthroughRootRenderer: NodeRenderer {
  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.child(.part("root"))?.sizeThatFits(proposal) ?? Size(width: 0, height: 0)
  }
  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    node.child(.part("root"))?.render(in: rect, context: &context)
  }
}

/// A type-erased list of values for a stack's path, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable] = []

  /// An empty path.
  public init() {}

  /// A path holding `elements`.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many screens the path pushes.
  public var count: Int { elements.count }

  /// Whether the path pushes nothing.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes a value.
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

  /// Pops `k` values.
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }

  /// The path as Codable data, when every element is Codable (R37).
  public var codable: CodableRepresentation? {
    var items: [CodableRepresentation.Item] = []
    for element in elements {
      guard let value = element.base as? any Codable & Hashable else { return nil }
      guard let item = CodableRepresentation.Item(value) else { return nil }
      items.append(item)
    }
    return CodableRepresentation(items: items)
  }

  /// Restores a path saved through `codable`, for the types in `types`.
  public init(_ representation: CodableRepresentation, types: [any (Codable & Hashable).Type]) {
    for item in representation.items {
      if let type = types.first(where: { String(reflecting: $0) == item.type }),
        let value = item.decode(as: type)
      {
        elements.append(value)
      }
    }
  }
}
