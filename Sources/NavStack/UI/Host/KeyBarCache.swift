/// The screen's key-bar items, kept between frames while nothing they are made of changed.
///
/// The items come from the walked declarations, the focus and the frame's targets; a key
/// that only moves a list's highlight changes none of these, so its frame reuses the items
/// instead of resolving the toolbar and every command again.
@MainActor
struct KeyBarCache {
  /// What the items were made from.
  struct Inputs: Equatable {
    let treeVersion: Int
    let screen: ObjectIdentifier?
    let focusedID: ObjectIdentifier?
    let isEditing: Bool
    let targetCount: Int
    let barTargetCount: Int
    let layerCount: Int
  }

  private var inputs: Inputs?
  private var items: [(entry: KeyBar.Entry, action: @MainActor () -> Void)] = []

  /// The items for `inputs`, made by `make` only when they differ from the last ones.
  mutating func items(
    for inputs: Inputs, make: () -> [(entry: KeyBar.Entry, action: @MainActor () -> Void)]
  ) -> [(entry: KeyBar.Entry, action: @MainActor () -> Void)] {
    if inputs != self.inputs {
      items = make()
      self.inputs = inputs
    }
    return items
  }
}

extension ViewHost {
  /// What the screen's key-bar items depend on now.
  var keyBarInputs: KeyBarCache.Inputs {
    let screen = activeScreen
    return KeyBarCache.Inputs(
      treeVersion: ViewGraph.treeVersion,
      screen: screen.map(ObjectIdentifier.init),
      focusedID: screen?.focusedID,
      isEditing: isEditingText,
      targetCount: frame.targets.count,
      barTargetCount: frame.barTargetIDs.count,
      layerCount: layers.count)
  }
}
