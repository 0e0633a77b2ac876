extension ViewHost {
  /// Walks each layer once: its screens' declarations, and the presentations that make the
  /// next layers.
  ///
  /// Presentations stack in the order they were made, wherever they are declared: a sheet from
  /// a sheet stacks on top (R32), and so does the tour opened from help while a sheet is up.
  func collectLayers() {
    guard let root else { return }
    var found: [Layer] = []
    var pending: [PresentationDeclaration] = []
    var alertDeclaration: PresentationDeclaration?
    var next: (node: ViewNode, presentation: PresentationDeclaration?)? = (root, nil)
    while let (current, presentation) = next {
      let result = DeclarationWalk.collect(from: current)
      found.append(Layer(node: current, presentation: presentation, screens: result.screens))
      for declared in result.presentations where declared.node.isLive {
        if declared.isAlert {
          alertDeclaration = declared
        } else {
          pending.append(declared)
        }
      }
      next = nil
      if let first = pending.indices.min(by: { pending[$0].order < pending[$1].order }) {
        let declared = pending.remove(at: first)
        next = (declared.node, declared)
      }
      if found.count > 32 { break }
    }
    layers = found
    layerWalks &+= 1
    rootStacks = found.flatMap { layer in
      layer.screens.compactMap { screen in
        screen.stack.flatMap { $0.rootContext === screen ? $0 : nil }
      }
    }
    declaredAlert = alertDeclaration
    hostToolbarItems()
  }

  /// A toolbar item is hosted while a stack's bar shows it: `isPresented` inside it turns
  /// true a frame after it is built, as in SwiftUI (R44).
  private func hostToolbarItems() {
    for layer in layers {
      for screen in layer.screens {
        let hosted =
          screen.stack.map { !$0.isNested && $0.topContext === screen } ?? false
          && !screen.declarations.isToolbarHidden
        for entry in screen.declarations.toolbar {
          (entry.node.primitiveState as? ToolbarItemContext)?.isHosted = hosted
        }
      }
    }
  }

  /// Marks which screens are on show; a screen that comes into view runs `onAppear` inside
  /// it, one covered by a push runs `onDisappear` (R45).
  ///
  /// Returns whether the lifecycle work rebuilt any node, so the layers are walked again.
  ///
  /// Which screens are on show follows from the layers and the stacks' screens alone: while
  /// neither changed since the last look, as on most keys, there is nothing to look at.
  @discardableResult
  func updateVisibility() -> Bool {
    let inputs = (layerWalks, graph.layoutPass.stamps.screens)
    if inputs != visibilityInputs {
      visibilityInputs = inputs
      markVisibleScreens()
    }
    return graph.update()
  }

  private func markVisibleScreens() {
    for layer in layers {
      for screen in layer.screens {
        let visible: Bool
        switch screen.kind {
        case .windowRoot, .presentedRoot: visible = true
        case .stackRoot, .pushed: visible = screen.stack?.topContext === screen
        }
        if visible != screen.isVisible {
          screen.isVisible = visible
          if let node = screen.hostNode { Lifecycle.visit(node, appear: visible) }
        }
      }
    }
  }

  /// The screen that takes keys: the top of the innermost stack of the top layer.
  var activeScreen: ScreenContext? {
    guard let layer = layers.last else { return nil }
    return layer.screens.last { $0.isVisible && $0.kind != .windowRoot } ?? layer.screens.first
  }

  /// The stack of the top layer, if any.
  var activeStack: StackController? {
    activeScreen?.stack.flatMap { $0.isNested ? nil : $0 }
  }

  /// The titles from the root to the top, layers opened by ` | `, as `ExpectStack` reads.
  public var stackDescription: String {
    let help = isHelpShown ? " | Help" : ""
    return layers.map { layer in
      if let stack = layer.screens.lazy.compactMap(\.stack).first(where: { !$0.isNested }) {
        return stack.shownScreens.map { $0.declarations.title ?? "" }.joined(separator: " > ")
      }
      return layer.screens.first?.declarations.title ?? ""
    }.joined(separator: " | ") + help
  }

  /// The live tree as the inspector names it, containers included.
  public var treeDescription: String {
    var parts = ["Window"]
    for (index, layer) in layers.enumerated() {
      if index > 0 { parts.append("Sheet") }
      if let stack = layer.screens.lazy.compactMap(\.stack).first(where: { !$0.isNested }) {
        let titles = stack.shownScreens.map { $0.declarations.title ?? "" }
          .joined(separator: ", ")
        parts.append("\(stack.isAutomatic ? "Stack(auto)" : "Stack")[\(titles)]")
      } else {
        parts.append("Screen[\(layer.screens.first?.declarations.title ?? "")]")
      }
    }
    return parts.joined(separator: " › ")
  }
}
