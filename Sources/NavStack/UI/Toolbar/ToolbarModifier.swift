/// `.toolbar { }`: builds each item's content as a node of this screen (so its `onAppear` and
/// state work even where no bar shows it, R44) and declares the items to the bar.
@usableFromInline struct ToolbarModifier: ViewModifier, PrimitiveModifier {
  let items: [(ToolbarItemPlacement, any View)]

  func update(node: ViewNode, content: any View) {
    node.updateChild(.content, with: content)
    let contexts: ToolbarContexts
    if let existing = node.primitiveState as? ToolbarContexts {
      contexts = existing
    } else {
      contexts = ToolbarContexts()
      node.primitiveState = contexts
    }
    var keys: [ChildKey] = [.content]
    var entries: [ToolbarEntry] = []
    for (index, item) in items.enumerated() {
      let key = ChildKey.part("toolbar", number: index)
      let child = node.updateChild(
        key, with: ToolbarItemHost(context: contexts.context(at: index), content: item.1))
      child.isWalkedSeparately = true
      entries.append(ToolbarEntry(placement: item.0, node: child))
      keys.append(key)
    }
    node.keepChildren(keys)
    node.declarations = [.toolbar(entries)]
    node.renderer = PassthroughRenderer()
  }
}

/// The hosting state of each item of one `.toolbar`.
@MainActor
final class ToolbarContexts {
  private var contexts: [ToolbarItemContext] = []
  func context(at index: Int) -> ToolbarItemContext {
    while contexts.count <= index { contexts.append(ToolbarItemContext()) }
    return contexts[index]
  }
}

/// Whether a stack's bar holds a toolbar item: what `isPresented` says inside it (R26, R44).
@MainActor
final class ToolbarItemContext: DependencySource {
  private let dependents = Dependents()
  private var hosted = false

  var isHosted: Bool {
    get {
      dependents.recordRead(of: self)
      return hosted
    }
    set {
      guard newValue != hosted else { return }
      hosted = newValue
      dependents.invalidateAll()
    }
  }

  func removeDependent(_ node: ViewNode) { dependents.remove(node) }
}

/// Sets the toolbar item context for one item's content.
struct ToolbarItemHost: View, PrimitiveView {
  let context: ToolbarItemContext
  let content: any View

  typealias Body = Never

  func update(node: ViewNode) {
    let context = self.context
    node.deriveChildEnvironment(token: ObjectIdentifier(context)) { $0.toolbarItem = context }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = nil
    node.primitiveState = context
  }
}

/// What `.toolbar(_:)` hides, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable {
  /// As the system decides: shown.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}

/// The bars `.toolbar(_:for:)` can hide; the navigation bar is the one a terminal has.
public enum ToolbarPlacement: Hashable, Sendable {
  /// The navigation bar.
  case navigationBar
  /// The bottom bar: the key bar's items.
  case bottomBar
  /// Every bar.
  case automatic
}

/// A declaration-only modifier: the content is drawn as it is.
@usableFromInline struct DeclaringModifier: ViewModifier, PrimitiveModifier {
  let declaration: Declaration

  func update(node: ViewNode, content: any View) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.declarations = [declaration]
    node.renderer = PassthroughRenderer()
  }
}

/// How a title is shown; a terminal bar has one size, so every mode looks the same.
public enum NavigationBarItemTitleDisplayMode: Hashable, Sendable {
  case automatic, inline, large
}

extension NavigationBarItem {
  /// SwiftUI's older spelling of the title display mode.
  public typealias TitleDisplayMode = NavigationBarItemTitleDisplayMode
}

/// The namespace of SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {}

extension View {
  /// Toolbar items from views: each is trailing (`automatic`), as SwiftUI places them.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(items: [(.automatic, content())]))
  }

  /// Toolbar items with placements (R18–R23).
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    modifier(ToolbarModifier(items: content().resolvedItems))
  }

  /// `.toolbar(.hidden)`: no bar on this screen only (R24).
  public func toolbar(_ visibility: Visibility) -> some View {
    modifier(DeclaringModifier(declaration: .toolbarVisibility(visibility != .hidden)))
  }

  /// `.toolbar(.hidden, for: .navigationBar)`: no bar on this screen only (R24).
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(DeclaringModifier(declaration: .toolbarVisibility(visibility != .hidden)))
  }

  /// The older `.navigationBarHidden(_:)`.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    modifier(DeclaringModifier(declaration: .toolbarVisibility(!hidden)))
  }

  /// The title the bar shows and the back button of the screen above reads (R7, R43).
  public func navigationTitle(_ title: String) -> some View {
    modifier(DeclaringModifier(declaration: .title(title)))
  }

  /// The title, from a literal.
  public func navigationTitle(_ title: LocalizedStringKey) -> some View {
    modifier(DeclaringModifier(declaration: .title(title.string)))
  }

  /// The title, from a `Text`.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(DeclaringModifier(declaration: .title(title.plainText)))
  }

  /// The older `.navigationBarTitle(_:)`.
  public func navigationBarTitle(_ title: String) -> some View {
    navigationTitle(title)
  }

  /// Accepted: a terminal bar has one size.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItemTitleDisplayMode)
    -> some View
  {
    self
  }

  /// Hides the back button and its key on this screen only (R10).
  public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View {
    modifier(DeclaringModifier(declaration: .backButtonHidden(hidden)))
  }

  /// Esc does not dismiss the sheet this view is in; `dismiss()` still does (R30).
  public func interactiveDismissDisabled(_ disabled: Bool = true) -> some View {
    modifier(DeclaringModifier(declaration: .interactiveDismissDisabled(disabled)))
  }
}
