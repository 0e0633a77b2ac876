/// The screen's key-bar items, kept between frames while nothing they are made of changed.
///
/// The items come from the walked declarations, the bar buttons, the focus and the frame's
/// targets; a key that only moves or scrolls a list changes none of these, so its frame
/// reuses the items instead of resolving every command again.
@MainActor
struct KeyBarCache {
  /// What the items were made from.
  struct Inputs: Equatable {
    let walkVersion: Int
    let screen: ObjectIdentifier?
    let focusedID: ObjectIdentifier?
    let isEditing: Bool
    let canGoBack: Bool
    let targetCount: Int
    let barTargetCount: Int
    let layerCount: Int
    /// The bar buttons' and shortcuts' keys, titles and states, which their nodes hold.
    let buttons: [ButtonState]
    /// What Enter does to the focused button, by its title now (a Like that became Liked).
    let focusedActivation: String?
  }

  /// What the key bar shows of one button.
  struct ButtonState: Equatable {
    let key: Key?
    let title: String
    let isEnabled: Bool
  }

  private var inputs: Inputs?
  private var items: [(entry: KeyBar.Entry, action: @MainActor () -> Void)] = []
  /// Counts the times the items were made, so the drawn row knows which items it shows.
  private var generation = 0
  private var drawn: DrawnRow?

  /// The key bar as last drawn from the kept items.
  private struct DrawnRow {
    let generation: Int
    let status: String?
    let row: Rect
    let cells: [Cell]
    let hits: [(rect: Rect, index: Int)]
  }

  /// The items for `inputs`, made by `make` only when they differ from the last ones.
  mutating func items(
    for inputs: Inputs, make: () -> [(entry: KeyBar.Entry, action: @MainActor () -> Void)]
  ) -> [(entry: KeyBar.Entry, action: @MainActor () -> Void)] {
    if inputs != self.inputs {
      items = make()
      self.inputs = inputs
      generation &+= 1
    }
    return items
  }

  /// Draws the kept items into `row` as `KeyBar.draw` does, or puts back the cells they drew
  /// last frame: the bar fills its row, so the same items, status and row draw the same cells.
  mutating func draw(status: String?, in canvas: inout Canvas, row: Rect) -> [(
    rect: Rect, index: Int
  )] {
    if let drawn, drawn.generation == generation, drawn.status == status, drawn.row == row {
      canvas.put(drawn.cells, in: row)
      return drawn.hits
    }
    let hits = KeyBar.draw(items.map(\.entry), status: status, in: &canvas, row: row)
    drawn = DrawnRow(
      generation: generation, status: status, row: row, cells: canvas.cells(in: row), hits: hits)
    return hits
  }
}

extension ViewHost {
  /// What the screen's key-bar items depend on now.
  var keyBarInputs: KeyBarCache.Inputs {
    let screen = activeScreen
    var buttons: [KeyBarCache.ButtonState] = []
    for button in activeBarButtons {
      buttons.append(
        .init(key: button.key, title: button.help ?? button.title, isEnabled: button.isEnabled))
    }
    for (shortcut, button) in screen?.declarations.shortcuts ?? [] {
      let title = button.node?.controlTitle ?? ""
      buttons.append(.init(key: shortcut.key, title: title, isEnabled: button.isEnabled))
    }
    return KeyBarCache.Inputs(
      walkVersion: graph.walkVersion,
      screen: screen.map(ObjectIdentifier.init),
      focusedID: screen?.keyFocusID,
      isEditing: isEditingText,
      canGoBack: canGoBack,
      targetCount: frame.targets.count,
      barTargetCount: frame.barTargetIDs.count,
      layerCount: layers.count,
      buttons: buttons,
      focusedActivation: focusedTarget?.activation?())
  }
}
