/// What a node learns from the nodes above it for the declaration walk: whether the walk
/// reaches it, and whether a `.keyboardShortcut` above it, within its screen, names the
/// buttons under it.
///
/// Each button a list builds asks both as it declares itself. Walking up to the screen and
/// to the root for each one cost a list row about 4,000 instructions; kept with each node,
/// a new row asks its parent, which answers from what it kept. What is kept holds until
/// `TreeStamps.ancestry` moves: a shortcut declared or taken away (`declareShortcut`), a
/// screen hosted or let go, a subtree set to be walked on its own or no longer. A node keeps its
/// parent all its life, and a row made again from a retired one forgets what it kept.
struct WalkAncestry {
  /// The `TreeStamps.ancestry` this was worked out at; -1 for never.
  var stamp = -1
  /// Whether the declaration walk reaches the node: it is not inside a row's actions,
  /// which only the list reads, when it draws or handles a key.
  var isSeenByWalk = true
  /// Whether a shortcut at or above the node, within its screen, names the buttons under it.
  var shortcutCoversChildren = false
}

extension ViewNode {
  /// What the nodes above this one tell the walk, worked out again only after
  /// `TreeStamps.ancestry` moved.
  private var walkAncestry: WalkAncestry {
    let stamp = layoutPass.stamps.ancestry
    if keptAncestry.stamp == stamp { return keptAncestry }
    let above = parent?.walkAncestry
    // The walk does not go into a subtree walked on its own (row actions, toolbar items).
    let found = WalkAncestry(
      stamp: stamp,
      isSeenByWalk: !(isWalkedSeparately && key == RowActions.key)
        && (above?.isSeenByWalk ?? true),
      shortcutCoversChildren: !isWalkedSeparately
        && (declaresShortcut
          || (hostedScreen == nil && (above?.shortcutCoversChildren ?? false)))
    )
    keptAncestry = found
    return found
  }

  /// Whether the declaration walk can reach this node: not inside a row's actions.
  var isSeenByWalk: Bool { walkAncestry.isSeenByWalk }

  /// Whether a `.keyboardShortcut` above this node, within its screen, names its buttons.
  var isUnderShortcut: Bool {
    !isWalkedSeparately && (parent?.walkAncestry.shortcutCoversChildren ?? false)
  }

  /// Whether this node's own declarations hold a shortcut.
  var declaresShortcut: Bool { Declaration.holdShortcut(declarations) }

  /// Declares `shortcut` over the buttons below, none for nil, once the children are built.
  ///
  /// The children were built while this node's declarations were gathered again, without
  /// its shortcut: what they learned of it then, and what any node under it learned before
  /// (the shortcut may be gone), is forgotten.
  func declareShortcut(_ shortcut: KeyboardShortcut?) {
    if let shortcut { declarations = [.shortcut(shortcut)] }
    layoutPass.stamps.ancestry &+= 1
  }
}

extension Declaration {
  /// Whether `declarations` hold a shortcut; each looked at in place, where
  /// `contains(where:)` copied each one out.
  static func holdShortcut(_ declarations: [Declaration]) -> Bool {
    for index in declarations.indices where declarations[index].isShortcut { return true }
    return false
  }
}
