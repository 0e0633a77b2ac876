import NavStack
import NotebookStore

/// One item: its name, its notes and whether it is done.
@MainActor
public final class ItemDetailScreen: Screen {
  let model: NotebookModel
  let folderID: String
  let itemID: String
  /// Where the item was when opened; checked against the id before use.
  private var indexHint: Int
  private var notesScroll = 0

  public init(model: NotebookModel, folderID: String, itemID: String, index: Int) {
    self.model = model
    self.folderID = folderID
    self.itemID = itemID
    self.indexHint = index
  }

  /// The item as stored now, found by id so that a change elsewhere cannot point it astray;
  /// the index it was opened at is tried first, so the usual look-up is O(1).
  var item: Item? {
    guard let folder = model.folderIndex(id: folderID) else { return nil }
    let library = model.library
    let count = library.itemCount(inFolder: folder)
    if indexHint < count {
      let candidate = library.item(at: indexHint, inFolder: folder)
      if candidate.id == itemID { return candidate }
    }
    guard let index = (0..<count).first(where: { library.item(at: $0, inFolder: folder).id == itemID })
    else { return nil }
    indexHint = index
    return library.item(at: index, inFolder: folder)
  }

  public override var navigationTitle: String { item?.name ?? "" }

  public override func handle(_ key: Key) -> Bool {
    switch key {
    case .down, .character("j"): notesScroll += 1
    case .up, .character("k"): notesScroll = max(0, notesScroll - 1)
    default: return false
    }
    return true
  }

  public override func draw(in canvas: inout Canvas, rect: Rect) {
    guard let item, rect.height > 0 else { return }
    let labelWidth = 7
    let valueX = rect.x + 2 + labelWidth
    let valueWidth = max(0, rect.maxX - valueX - 1)
    var y = rect.y + 1
    canvas.draw("Name", x: rect.x + 2, y: y, style: Style(.bold))
    canvas.draw(item.name, x: valueX, y: y, maxWidth: valueWidth)
    y += 2
    canvas.draw("Done", x: rect.x + 2, y: y, style: Style(.bold))
    canvas.draw(item.done ? "[✓] done" : "[ ] not done", x: valueX, y: y)
    y += 2
    canvas.draw("Notes", x: rect.x + 2, y: y, style: Style(.bold))
    let lines = AlertBox.wrap(item.notes, width: valueWidth)
    let visible = max(0, rect.maxY - y)
    notesScroll = min(notesScroll, max(0, lines.count - visible))
    for line in lines.dropFirst(notesScroll).prefix(visible) {
      canvas.draw(line, x: valueX, y: y, maxWidth: valueWidth)
      y += 1
    }
  }
}
