/// Which side of a row SwiftUI reveals swipe actions on; a terminal has no swipe, so both
/// sides answer to the same keys.
public enum HorizontalEdge: Hashable, Sendable {
  case leading, trailing
}

/// The buttons a list row offers beside opening it (`swipeActions`, `contextMenu`).
///
/// In a terminal they act on the highlighted row by key: a button's `.keyboardShortcut`, or
/// else the first letter of its title that no list key uses. Help lists them. Only the
/// highlighted row's actions are ever asked for, so a row builds them the first time they are,
/// not each time it scrolls into view.
@MainActor
final class RowActions: ParkableState {
  /// The modifier's node, which holds the actions as a child once they are built.
  weak var owner: ViewNode?

  /// The actions' node, built (or brought up to date) on first use.
  var node: ViewNode? {
    guard let owner, owner.isLive else { return nil }
    if let built = owner.child(RowActions.key) { return built }
    return RowActions.update(owner, with: RowActions.actions(declaredBy: owner))
  }

  /// The actions as the row's last update declared them, read from the modifier the node
  /// holds: kept there already, they are not boxed again with each row's update.
  private static func actions(declaredBy owner: ViewNode) -> any View {
    guard let provider = owner.view as? ModifierBodyProvider,
      let modifier = provider.modifierValue as? any RowActionsDeclaring
    else { return EmptyView() }
    return modifier.actionsView
  }

  static let key = ChildKey.part("rowActions")

  /// Updates the actions' child of `owner`, which the screen's walk skips: they are keys of
  /// the row, not bar buttons.
  @discardableResult
  static func update(_ owner: ViewNode, with actions: any View) -> ViewNode {
    owner.updateChild(key, with: actions, walkedSeparately: true)
  }
}

/// Keeps a row's actions for the list to build when the row is highlighted.
@usableFromInline struct RowActionsModifier<Actions: View>: ViewModifier, PrimitiveModifier {
  let actions: Actions

  @usableFromInline init(actions: Actions) { self.actions = actions }

  func update(node: ViewNode, content: any View) {
    node.updateChild(.content, with: content)
    let state = (node.primitiveState as? RowActions) ?? RowActions()
    state.owner = node
    if node.child(RowActions.key) != nil {
      // Built once, the actions stay current with the row.
      RowActions.update(node, with: actions)
      node.keepChildren([.content, RowActions.key])
    } else {
      node.keepChildren([.content])
    }
    if node.primitiveState !== state { node.primitiveState = state }
    node.renderer = PassthroughRenderer()
  }
}

/// A modifier that declares a row's actions, whatever their type.
@MainActor
protocol RowActionsDeclaring {
  var actionsView: any View { get }
}

extension RowActionsModifier: RowActionsDeclaring {
  var actionsView: any View { actions }
}

extension View {
  /// Actions for this row, as SwiftUI's swipe actions: in a terminal, keys on the highlighted
  /// row (Delete on `d`), listed in help.
  @inlinable public func swipeActions<Content: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(RowActionsModifier(actions: content()))
  }

  /// A row's menu of actions, as SwiftUI's context menu: keys on the highlighted row.
  @inlinable public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> some View
  {
    modifier(RowActionsModifier(actions: menuItems()))
  }
}

/// A row action with the key that runs it: a button the row declares, or what the list may do
/// to the row (`onDelete`, `onMove`).
@MainActor
struct RowAction {
  let key: Key
  let title: String
  let isEnabled: Bool
  let perform: @MainActor () -> Void
}

extension ViewNode {
  /// The row's actions, kept while nothing under the row changed (`KeptRead`): every key a
  /// list handles asks for the highlighted row's actions, and a scroll asks again for help.
  var keptRowActions: [RowAction] {
    rowActionsKept.value(of: [self]) { rowActions }
  }

  /// The actions of the row this node draws, in declared order, each with its key.
  ///
  /// Keys a list already uses (moving, opening, the window's own) are never given out.
  var rowActions: [RowAction] {
    var found: [FoundButton] = []
    collectRowActions(into: &found)
    var taken: Set<Key> = RowActions.listKeys
    var actions: [RowAction] = []
    for button in found {
      let title = button.info.node?.controlTitle ?? ""
      var key = button.shortcut?.key
      if key == nil {
        key = title.lowercased().first(where: \.isLetter).map { Key.character($0) }
      }
      guard let key, !taken.contains(key) || button.shortcut != nil else { continue }
      taken.insert(key)
      actions.append(
        RowAction(
          key: key, title: button.help ?? title, isEnabled: button.info.isEnabled,
          perform: button.info.action))
    }
    return actions
  }

  private func collectRowActions(into found: inout [FoundButton]) {
    if let state = primitiveState as? RowActions, let actions = state.node {
      found += actions.buttons()
    }
    for child in children where child.hostedScreen == nil && !child.isWalkedSeparately {
      child.collectRowActions(into: &found)
    }
  }
}

extension RowActions {
  /// Keys a list or the window answers to, which an action's first letter must not take.
  static let listKeys: Set<Key> = [
    .character("j"), .character("k"), .character("g"), .character("G"), .character("h"),
    .character("l"), .character("q"), .character("?"), .character("/"), .character(" "),
    .enter,
  ]
}
