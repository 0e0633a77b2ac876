/// Bringing the live tree in line with what the screens declare.
extension Window {
  /// Reconciles, then tells every screen where it is and the new top that it appeared.
  ///
  /// Applies state changed outside an event (a restored path, a test), as after any event.
  public func settle() {
    let before = topScreen
    reconcile()
    if topScreen !== before {
      barFocus = nil
      topScreen.onAppear()
    }
  }

  /// Pushes and sheets follow their bindings, bottom layer first, until nothing changes.
  ///
  /// A declaration that turned nil or false removes what it drove and everything above it, at
  /// any depth and in one frame (R27): the fourth post's nested pop that "refuses to dismiss"
  /// cannot happen, because nothing here caches the old value.
  ///
  /// Each pass starts by telling every screen where it is; a pass that changes nothing leaves
  /// the tree as that started, so it ends the reconcile without telling them again.
  func reconcile() {
    for _ in 0..<16 {
      injectEnvironment()
      var changed = reconcileRoutes()
      var index = 0
      while index < layers.count {
        if let stack = layers[index].stack, stack.reconcile() {
          changed = true
          injectEnvironment()
        }
        if reconcileSheet(above: index) {
          changed = true
          injectEnvironment()
        }
        index += 1
      }
      if reconcileAlerts() { changed = true }
      if !changed { return }
    }
    injectEnvironment()
  }

  /// Presents or dismisses the sheet declared by the screens of layer `index`.
  ///
  /// Loops rather than `first(where:)` and `contains(where:)`: their closures would each be
  /// checked at run time for running on the main actor, on every event.
  private func reconcileSheet(above index: Int) -> Bool {
    let screens = layers[index].screens
    var declared: (SheetDestination, Screen)?
    search: for screen in screens.reversed() {
      for sheet in screen.sheets where sheet.identity != nil {
        declared = (sheet, screen)
        break search
      }
    }
    let next = index + 1 < layers.count ? layers[index + 1] : nil
    var nextIsDeclared = false
    if let next, next.drivenBy != nil {
      for screen in screens where screen === next.owner {
        nextIsDeclared = true
        break
      }
    }
    if let (sheet, owner) = declared {
      if let next, nextIsDeclared, next.drivenBy == sheet.identity, next.owner === owner {
        return false
      }
      if next != nil, nextIsDeclared || next?.drivenBy != nil {
        removeLayers(from: index + 1)
      }
      let root = sheet.build()
      let layer = PresentationLayer(
        content: .make(for: root, withNavigation: sheet.withNavigation), drivenBy: sheet.identity,
        owner: owner,
        deactivate: sheet.deactivate, onDismiss: sheet.onDismiss)
      layers.insert(layer, at: index + 1)
      return true
    }
    if next != nil, nextIsDeclared {
      removeLayers(from: index + 1)
      return true
    }
    return false
  }

  /// Removes layers whose declaration went away: no write-back (the state already says so),
  /// but each `onDismiss` runs once.
  private func removeLayers(from index: Int) {
    while layers.count > index {
      let layer = layers.removeLast()
      layer.onDismiss?()
      layer.deliver(nil)
    }
  }

  func injectEnvironment() {
    // A composed child answers for the screen it is part of: its `dismiss` pops that screen.
    for layer in layers {
      for screen in layer.screens {
        var environment = ScreenEnvironment()
        environment.window = self
        environment.screen = screen
        for part in screen.selfAndDescendants {
          part.environment = environment
          if part is NavigationStackScreen, layer.stack != nil {
            warnNestedStack(part)
          }
        }
      }
    }
  }
}

extension Window {
  /// An explicit stack inside a stack draws no second bar (R17); say so once per stack.
  func warnNestedStack(_ stack: Screen) {
    let id = ObjectIdentifier(stack)
    guard !warnedNestedStacks.contains(id) else { return }
    warnedNestedStacks.insert(id)
    warn("NavigationStack nested in a stack: its bar merges into the enclosing one")
  }
}
