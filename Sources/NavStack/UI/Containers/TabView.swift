/// Tabs, one shown at a time, as SwiftUI's `TabView`: each child is a tab, labelled by its
/// `.tabItem { … }` (or written as a `Tab`), and chosen by its `.tag(_:)` or `Tab(value:)`.
///
/// Terminal layout and keys: the tab bar is the row above the key bar, where iOS draws it,
/// each tab `1 ⌂ Home` with the digit that selects it; the digits 1–9 (Alt+digit also in a
/// text field) and a click select a tab. Choosing the tab already shown takes its stack back
/// to its root, as a tap on iOS does. A tab's content is built when first shown and kept
/// while other tabs are shown, so a `NavigationStack` in each tab keeps its path; the tab
/// left runs `onDisappear`, the tab shown `onAppear`. Every `.tabViewStyle` draws this way.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs whose shown tab is `selection`: the tag of the tab the user chooses is written to it,
  /// and setting it shows the tab with that tag.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension TabView where SelectionValue == Int {
  /// Tabs that keep which one is shown themselves; the first is shown first.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

/// What a tab view keeps between updates: which tab it shows, and the one it showed last.
@MainActor
final class TabViewState {
  /// The tab chosen last, for a tab view without a selection binding.
  var ownSelection: AnyHashable?
  /// The tab shown by the last update, to run its `onDisappear` when another is shown.
  weak var shownTab: ViewNode?
  /// Writes a chosen tab's value to the selection; false when it is not of its type.
  var write: @MainActor (AnyHashable) -> Bool = { _ in false }
  weak var node: ViewNode?

  /// The user chose `tab`: it is shown, or taken back to its root when already shown.
  func choose(_ tab: TabInfo) {
    if tab.node === shownTab {
      tab.node.popStacksToRoot()
      return
    }
    if !write(tab.value) { ownSelection = tab.value }
    node?.invalidate()
  }
}

extension TabView: PrimitiveView {
  func update(node: ViewNode) {
    let state: TabViewState
    if let existing = node.primitiveState as? TabViewState {
      state = existing
    } else {
      state = TabViewState()
      state.node = node
      node.primitiveState = state
    }
    let selection = self.selection
    state.write = { value in
      guard let selection, let typed = value.base as? SelectionValue else { return false }
      selection.wrappedValue = typed
      return true
    }
    let contentNode = node.updateChild(.content, with: content)
    node.keepChildren([.content])
    let wanted = node.readTracked { selection.map { AnyHashable($0.wrappedValue) } }
    let tabs = TabInfo.tabs(in: contentNode)
    let shown =
      tabs.first { $0.value == (wanted ?? state.ownSelection) } ?? tabs.first
    for tab in tabs { tab.node.isWalkedSeparately = tab.node !== shown?.node }
    if let shown, let item = shown.itemState, !item.isActivated {
      item.isActivated = true
      shown.itemNode?.invalidate()
    }
    if state.shownTab !== shown?.node {
      let left = state.shownTab
      state.shownTab = shown?.node
      let screen = node.environment.screenContext
      node.graph?.afterUpdate { [weak shownNode = shown?.node] in
        if let left, left.isLive { left.tabDisappears() }
        if let shownNode, shownNode.isLive, screen?.isVisible ?? true {
          Lifecycle.visit(shownNode, appear: true)
        }
      }
    }
    node.declarations = tabs.prefix(9).enumerated().map { index, tab in
      let digit = Character(String(index + 1))
      var command = KeyCommand(
        "\(tab.title.isEmpty ? "Tab \(index + 1)" : tab.title) tab",
        keys: [.character(digit), .alt(digit)], showsInKeyBar: false
      ) { [weak state] in
        state?.choose(tab)
      }
      command.reachesInnerScreens = true
      return .command(command)
    }
    node.renderer = TabViewRenderer(state: state)
  }
}

/// One tab as the tab view finds it among its children.
@MainActor
struct TabInfo {
  /// The tab's outermost node: hidden from the walk while another tab is shown.
  let node: ViewNode
  /// The node of its `.tabItem` or `Tab`, which draws the content without the badge.
  let itemNode: ViewNode?
  /// What selects it: `Tab(value:)`, `.tag(_:)`, a `ForEach` id, else its index.
  let value: AnyHashable
  /// The label's text: the symbol's glyph, a space, the title.
  let title: String
  /// The `.badge` on the tab, if any.
  let badge: String?

  var itemState: TabItemState? { itemNode?.primitiveState as? TabItemState }

  /// The tabs under `container`, the tab view's content, in order.
  static func tabs(in container: ViewNode) -> [TabInfo] {
    container.layoutChildren.enumerated().map { index, tab in
      var badge: String?
      var item: ViewNode?
      var current: ViewNode? = tab
      // Down the chain of wrappers to the tab item: modifiers and bodies of one child.
      while let node = current, item == nil {
        if let renderer = node.renderer as? BadgeRenderer, badge == nil, !renderer.badge.isEmpty {
          badge = renderer.badge
        }
        if node.primitiveState is TabItemState {
          item = node
        } else {
          current = node.children.count == 1 ? node.children[0] : nil
        }
      }
      let state = item?.primitiveState as? TabItemState
      let value =
        state?.value ?? item?.optionTag(below: container) ?? tab.optionTag(below: container)
        ?? AnyHashable(index)
      let title = item?.child(.part("label"))?.displayText ?? ""
      return TabInfo(node: tab, itemNode: item, value: value, title: title, badge: badge)
    }
  }
}

extension ViewNode {
  /// A tab left: its screens are covered, as a push covers one, and its views disappear.
  func tabDisappears() {
    for screen in hostedScreensInTab() where screen.isVisible {
      screen.isVisible = false
      if let host = screen.hostNode { Lifecycle.visit(host, appear: false) }
    }
    Lifecycle.visit(self, appear: false)
  }

  /// The screens hosted in this tab, not those of presentations made from it.
  private func hostedScreensInTab() -> [ScreenContext] {
    var found: [ScreenContext] = []
    if let screen = hostedScreen { found.append(screen) }
    for child in children where !child.isWalkedSeparately {
      found += child.hostedScreensInTab()
    }
    return found
  }

  /// The tab chosen again: each stack in it goes back to its root, as on iOS.
  func popStacksToRoot() {
    if let stack = primitiveState as? StackController, !stack.isNested { stack.popToRoot() }
    for child in children where !child.isWalkedSeparately { child.popStacksToRoot() }
  }
}

/// Draws the shown tab above the tab bar, the bar's tabs sharing its width.
struct TabViewRenderer: NodeRenderer {
  let state: TabViewState

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    proposal.replacingUnspecified(with: Size(width: 40, height: 10))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard rect.height > 0, let container = node.child(.content) else { return }
    let tabs = TabInfo.tabs(in: container)
    let content = Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - 1)
    if let shown = tabs.first(where: { $0.node === state.shownTab }) {
      let clip = context.canvas.clip
      context.canvas.clip = content
      (shown.itemNode ?? shown.node).render(in: content, context: &context)
      context.canvas.clip = clip
    }
    TabBar.draw(
      tabs, shown: state.shownTab, in: rect.row(rect.height - 1), context: &context
    ) { [state] tab in state.choose(tab) }
  }
}
