/// One screen's place in the navigation: the window's root, a stack's root, a pushed screen, or a presented layer's root.
///
/// It answers `isPresented` and `dismiss()` (R25, R26) and holds what the last walk gathered from
/// the screen.
@MainActor
final class ScreenContext: DependencySource {
  enum Kind { case windowRoot, stackRoot, pushed, presentedRoot }

  let kind: Kind
  /// The stack this screen is in; nil for bare content.
  weak var stack: StackController?
  /// For a presented root: what closes the layer.
  var dismissPresentation: (@MainActor () -> Void)?
  /// What the last walk gathered from this screen.
  var declarations = ScreenDeclarations()
  /// The bar items last resolved from the toolbar of `declarations` (`ToolbarResolver`), with
  /// the entries' nodes and placements they came from.
  ///
  /// The screen keeps them, so they go with it and its window, and no other screen or window
  /// sees them: the bars of a split view's columns, or of two windows, are each kept.
  var keptBarItems = KeptRead<[ToolbarItemPlacement], [BarItem]>()
  private let dependents = Dependents()
  /// A presented root that has a stack inside reports its presentation through the stack.
  weak var presenter: ScreenContext?
  /// The node that hosts this screen, set by the walk.
  weak var hostNode: ViewNode?
  /// The stack at the root of this screen when it shows a split view's column: it draws the
  /// bar in this screen's place (R49).
  weak var columnStack: StackController?
  /// Which view of the content holds focus on this screen, kept while it is covered; bodies
  /// that read `@FocusState` rebuild when it moves.
  var focusedID: ObjectIdentifier? {
    didSet {
      if focusedID != oldValue { focusReaders.invalidateAll() }
      if focusedID != nil { isFocusResigned = false }
    }
  }
  /// A bar button that Tab moved to: keys go to it while the content keeps its focus, as on
  /// iOS a bar button acts without taking the keyboard from a field (R50).
  var barFocusID: ObjectIdentifier?
  /// Set when the app let go of focus (`@FocusState` set to nil or false): no view is focused
  /// until the user moves focus, rather than the first one taking it again (R50).
  var isFocusResigned = false
  /// What keys go to: the focused bar button, else the content's focused view.
  var keyFocusID: ObjectIdentifier? { barFocusID ?? focusedID }
  /// The nodes whose body read `@FocusState` on this screen.
  let focusReaders = Dependents()
  /// The screen's edit mode (`EditButton`, `@Environment(\.editMode)`), made when first read.
  private(set) lazy var editModeBox = StateBox(EditMode.inactive)

  init(kind: Kind, stack: StackController? = nil) {
    self.kind = kind
    self.stack = stack
  }

  /// Shown now: the top of its stack, or bare content in a shown layer.
  var isVisible: Bool = false {
    didSet { if isVisible != oldValue { dependents.invalidateAll() } }
  }

  /// SwiftUI's `isPresented`: true for pushed screens and presented content while shown,
  /// false for the window's root (R26).
  var isPresented: Bool {
    dependents.recordRead(of: self)
    switch kind {
    case .windowRoot: return false
    case .stackRoot: return presenter?.isPresentedWithoutRecording ?? false
    case .pushed, .presentedRoot: return true
    }
  }

  private var isPresentedWithoutRecording: Bool {
    kind == .pushed || kind == .presentedRoot
  }

  /// `dismiss()`: pops a pushed screen, closes a presented one (also from its stack's root),
  /// does nothing at the window's root (R25).
  func dismiss() {
    switch kind {
    case .pushed:
      stack?.pop(to: self)
    case .presentedRoot:
      dismissPresentation?()
    case .stackRoot:
      presenter?.dismiss()
    case .windowRoot:
      break
    }
  }

  func removeDependent(_ node: ViewNode) {
    dependents.remove(node)
    focusReaders.remove(node)
  }
}

/// Sets the screen context for the content below: one per screen of a stack or layer.
struct ScreenHost: View, PrimitiveView {
  let context: ScreenContext
  let content: any View

  typealias Body = Never

  func update(node: ViewNode) {
    let context = self.context
    node.deriveChildEnvironment(token: ObjectIdentifier(context)) {
      $0.screenContext = context
      $0.toolbarItem = nil
      // A presentation starts outside every stack: a stack inside it is its own (R28), and a
      // link in it without one pushes nowhere (R31).
      if context.kind == .presentedRoot { $0.navigationStack = nil }
    }
    node.hostedScreen = context
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = ScreenRenderer()
  }
}

/// A screen's content fills its rectangle: smaller content is centred, as SwiftUI places a
/// screen's root view.
struct ScreenRenderer: NodeRenderer {
  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    proposal.replacingUnspecified(
      with: node.child(.content)?.sizeThatFits(proposal) ?? Size(width: 0, height: 0))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard let content = node.child(.content) else { return }
    let size = content.sizeThatFits(ProposedSize(rect.size))
    content.render(in: Alignment.center.place(size, in: rect), context: &context)
  }
}

struct ScreenContextKey: EnvironmentKey {
  static let defaultValue: ScreenContext? = nil
}

struct NavigationStackKey: EnvironmentKey {
  static let defaultValue: StackController? = nil
}

struct ToolbarItemKey: EnvironmentKey {
  static let defaultValue: ToolbarItemContext? = nil
}

extension EnvironmentValues {
  var screenContext: ScreenContext? {
    get { self[ScreenContextKey.self] }
    set { self[ScreenContextKey.self] = newValue }
  }

  var navigationStack: StackController? {
    get { self[NavigationStackKey.self] }
    set { self[NavigationStackKey.self] = newValue }
  }

  var toolbarItem: ToolbarItemContext? {
    get { self[ToolbarItemKey.self] }
    set { self[ToolbarItemKey.self] = newValue }
  }

  /// True for pushed screens and presented content while shown; false for the window's root.
  ///
  /// In toolbar content it is true only once a stack's bar holds it (R26, R44).
  public var isPresented: Bool {
    if let toolbarItem { return toolbarItem.isHosted }
    return screenContext?.isPresented ?? false
  }

  /// Dismisses the screen this view is in (R25).
  public var dismiss: DismissAction { DismissAction(context: screenContext) }

  /// The older way to ask and dismiss, as SwiftUI's `presentationMode`.
  public var presentationMode: Binding<PresentationMode> {
    let context = screenContext
    let mode = PresentationMode(context: context)
    return Binding(get: { mode }, set: { _ in })
  }
}
