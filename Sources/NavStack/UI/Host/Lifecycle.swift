/// Runs `onAppear`/`onDisappear` for the views of one screen, not of screens inside it.
@MainActor
enum Lifecycle {
  static func visit(_ node: ViewNode, appear: Bool) {
    if let state = node.primitiveState as? LifecycleState {
      if appear { state.appear() } else { state.disappear() }
    }
    // Toolbar items belong to the screen (their onAppear runs, R44); presented layers and
    // screens inside have visibility of their own.
    for child in node.children where child.hostedScreen == nil {
      if child.isWalkedSeparately && !(child.primitiveState is ToolbarItemContext) { continue }
      visit(child, appear: appear)
    }
  }
}
