/// Rows in a scrolling column, as SwiftUI's `List`; only the rows on screen are built, so a
/// list of a million elements costs the same per key as one of a thousand.
///
/// In a terminal the list is one focus target: ↑ ↓ (k j), PgUp PgDn, Home End (g G) move the
/// selected row, shown reversed with a `›` marker; Enter, Space or a click activates the row's
/// link or button.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  let selection: Binding<SelectionValue?>?

  /// A list of the built rows.
  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
    selection = nil
  }

  /// A list whose activated row's id is written to `selection` (Enter, Space or a click; the
  /// arrows only move the highlight, so a collapsed split view does not push on every key).
  public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection
  }

  /// A primitive view.
  public typealias Body = Never
}

extension List {
  /// A row for each element of identifiable `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init { ForEach(data, content: rowContent) }
  }

  /// A row for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  /// A row for each element; the activated row's tag (`NavigationLink(value:)`, `.tag(_:)`,
  /// else its id) is written to `selection`, whatever its type (R49).
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable
  {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A row for each element identified by `id`, the activated one's id written to
  /// `selection`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
}

/// What a list keeps between frames: its rows, which one is selected, where it is scrolled.
@MainActor
final class ListController {
  var rows = ListRows(EmptyView())
  /// Which elements of the trees among the rows are expanded (`List(_:children:)`).
  let outline = OutlineExpansion()
  var selected = 0
  var offset = 0
  var pageHeight = 20
  /// The keys of the rows built last update, from row `rowStart` on, when a row could not be
  /// made (nil there); empty when every row was, and `rowNodes` holds them.
  var builtKeys: [ChildKey?] = []
  /// The nodes of the rows built last update, from row `rowStart` on, so drawing finds them
  /// without hashing their keys; empty when a row could not be made.
  var rowNodes: [ViewNode] = []
  var rowStart = 0
  /// Whether the list declares Enter now (`openCommand`): Enter acted on the highlighted row
  /// when the list last updated.
  var declaresOpen = false
  /// Rows this list parked, by index, while it is given no new view: a row scrolled back
  /// comes back by its index, its view neither made again nor compared.
  ///
  /// Each with its `parkedAt`: a row that left may be made again into another row and
  /// parked under another index, and only the index it was last parked under is its own.
  var parkedRows: [Int: (node: ViewNode, parkedAt: Int)] = [:]
  /// The keys this list declares, made once.
  private(set) lazy var keyDeclarations = ListKeyDeclarations(for: self)
  weak var node: ViewNode?
  /// Writes a row's tag to the bound selection; false when the tag is not of its type.
  var writeSelection: ((AnyHashable) -> Bool)?
  /// Whether a row's tag is of the bound selection's type, asked without writing it.
  var acceptsSelection: ((AnyHashable) -> Bool)?
  /// Reads the bound selection (whether it holds a value) and scroll position: tracked by
  /// each update, and again after the list writes the position itself.
  var readBindings: () -> (hasSelection: Bool?, position: AnyHashable?) = { (nil, nil) }
  /// `.scrollPosition(id:)` around the list, and the id it last wrote or followed.
  var scrollPosition: ScrollPositionBinding?
  var reportedPosition: AnyHashable?
  /// The row whose id was last written or followed, while the rows are the same.
  var reportedIndex: Int?
  /// The window's requests, where a move that only moves the highlight is reported; read
  /// from the environment once, as the list is made, since a key must stay cheap.
  var requests: WindowRequestQueue?
  /// What the last frame drew of the list, for moving the highlight in it (`FramePatch`).
  var drawn: DrawnList?
  /// The storage of the cells a drawing of the list let go, for the next to keep its own in
  /// (`keptCells(in:of:)`).
  var spareCells: [Cell] = []
  /// The rows on screen and where, for a click: the last drawing's, or the last scroll's.
  var shownRows: [(index: Int, rect: Rect)] = []
  /// The targets of the controls inside the rows drawn last (R48).
  var shownRowTargets: [FocusTarget] = []
  /// Whether the list has more rows than lines, and so draws its scroll indicator.
  var showsIndicator = false
  /// Where focus goes when the list next draws: a key moved it among the rows' controls.
  var pendingFocus: ListRowFocus?
  /// Whether the list is in edit mode and has rows that can be edited: they show their marks.
  var isEditing = false

  /// The list as a frame drew it: its rectangle, its rows, the cells under it, its cells
  /// without and with the highlight, and what the context said as it drew.
  struct DrawnList {
    let rect: Rect
    let rows: [(index: Int, rect: Rect)]
    /// The row nodes drawn, in the order of `rows`.
    let nodes: [ObjectIdentifier]
    let under: [Cell]
    let plain: [Cell]
    /// The highlighted row's rectangle.
    var highlighted: Rect
    /// The lines of `highlighted` as shown, the list's width: with `plain` on the other lines,
    /// what the list shows, kept without a second copy of all its cells.
    var highlightedCells: [Cell] = []
    let rowCount: Int
    let context: DrawnCells.ContextState
    let clip: Rect?
    /// Whether a patch drew this, not a frame: only then may the cells go uncompared.
    var isPatched = false
  }

  /// Moves the selection, skipping headers, and keeps it on screen.
  ///
  /// A header is never selected: the row nearest it in the direction of the move is, or when
  /// there is none that way (↑ on the first row under the first header), the nearest the
  /// other way.
  func select(_ index: Int) {
    guard rows.count > 0 else { return }
    var target = min(max(0, index), rows.count - 1)
    let step = index < selected ? -1 : 1
    if rows.isHeader(at: target) {
      guard let row = nearestRow(from: target, step: step) ?? nearestRow(from: target, step: -step)
      else { return }
      target = row
    }
    selected = target
    let offset = self.offset
    keepSelectionVisible()
    reportPosition()
    // Moving within the rows on screen only moves the highlight in the last frame; scrolling
    // builds the newly shown rows, and the frame draws the list again in its rectangle.
    if offset != self.offset, !shiftRows() { node?.invalidate() }
    notePatch()
  }

  /// Draws the scroll indicator in the last column of `rect`, for where the list is scrolled.
  func drawIndicator(in rect: Rect, on canvas: inout Canvas) {
    ScrollIndicator.draw(
      x: rect.maxX - 1, y: rect.y, height: rect.height, offset: offset, total: rows.count,
      in: &canvas)
  }

  /// Highlights the row whose id is `value`, or the id of `value` when it is `Identifiable`
  /// (a row tagged with its element), when one of the first rows has it.
  func highlightRow(for value: some Hashable) {
    var wanted: Set<AnyHashable> = [AnyHashable(value)]
    if let element = value as? any Identifiable { wanted.insert(Self.anyID(of: element)) }
    for index in 0..<min(rows.count, 10_000) {
      guard let id = rows.rowKey(at: index)?.key.id, wanted.contains(id) else { continue }
      select(index)
      return
    }
  }

  private static func anyID<Element: Identifiable>(of element: Element) -> AnyHashable {
    AnyHashable(element.id)
  }

  /// The first row from `index` on, going by `step`, that is not a header.
  private func nearestRow(from index: Int, step: Int) -> Int? {
    var candidate = index
    while candidate >= 0 && candidate < rows.count {
      if !rows.isHeader(at: candidate) { return candidate }
      candidate += step
    }
    return nil
  }

  /// Tells the window that this list alone answered the event, when a frame drew it.
  func notePatch() {
    declareOpenAgainIfChanged()
    guard drawn != nil else { return }
    requests?.send(.framePatch(self))
  }

  /// Draws the highlight on `row` of `rect`: reversed, with a `›` marker while the list
  /// holds focus, so that the marker shows where keys go (R50).
  static func highlight(_ row: Rect, in canvas: inout Canvas, isFocused: Bool = true) {
    canvas.restyle(row, adding: .reverse, role: .selection)
    if isFocused { canvas.draw("›", x: row.x, y: row.y, style: .selection) }
  }

  func keepSelectionVisible() {
    if selected < offset { offset = selected }
    // A section's first row comes into sight with its header.
    if selected == offset, selected > 0, rows.isHeader(at: selected - 1) { offset = selected - 1 }
    if selected >= offset + pageHeight { offset = selected - pageHeight + 1 }
    offset = max(0, min(offset, max(0, rows.count - pageHeight)))
    if selected < offset { offset = selected }
  }

  /// Every key that moves the highlight.
  static let movingKeys: Set<Key> = Set(movementKeys.flatMap(\.keys))

  /// The keys that move the highlight, as help lists them.
  static let movementKeys: [(title: String, keys: [Key])] = [
    ("Move the selection", [.up, .down, .character("k"), .character("j")]),
    ("Move a page", [.pageUp, .pageDown]),
    ("First, last", [.home, .end, .character("g"), .character("G")]),
  ]

  /// Keys a list answers to; true when used.
  ///
  /// The moving keys come first: a row's actions are built only when another key may be one
  /// of them, not for every row the highlight passes.
  func handle(_ key: Key) -> Bool {
    if !Self.movingKeys.contains(key),
      let action = selectedRowActions.first(where: { $0.key == key })
    {
      if action.isEnabled { action.perform() }
      return true
    }
    switch key {
    case .up, .character("k"):
      guard selected > 0 else { return false }
      select(selected - 1)
    case .down, .character("j"):
      guard selected < rows.count - 1 else { return false }
      select(selected + 1)
    case .pageUp:
      offset = max(0, offset - pageHeight)
      select(selected - pageHeight)
      if !shiftRows() { node?.invalidate() }
      notePatch()
    case .pageDown:
      offset += pageHeight
      select(selected + pageHeight)
      if !shiftRows() { node?.invalidate() }
      notePatch()
    case .home, .character("g"): select(0)
    case .end, .character("G"): select(rows.count - 1)
    case .right, .character("l"):
      // → goes into a row of controls; on a row that acts as a whole it opens it.
      return enterRow(pressing: false)
    default: return false
    }
    return true
  }

  /// The highlighted row's own actions (`swipeActions`, `contextMenu`), then what the list
  /// may do to it (`onDelete`, `onMove`), each with its key.
  var selectedRowActions: [RowAction] {
    guard let key = builtKey(at: selected), let row = node?.child(key) else { return [] }
    let own = row.keptRowActions
    return rows.hasEditActions ? own + editActions(besides: own) : own
  }

  /// The node of the row at `index`, when the last update built it.
  func rowNode(at index: Int) -> ViewNode? {
    let slot = index - rowStart
    if slot >= 0 && slot < rowNodes.count && rowNodes[slot].isLive { return rowNodes[slot] }
    guard let key = builtKey(at: index) else { return nil }
    return node?.child(key)
  }

  /// The key of the row at `index`, when the last update built it.
  func builtKey(at index: Int) -> ChildKey? {
    let slot = index - rowStart
    if !rowNodes.isEmpty { return slot >= 0 && slot < rowNodes.count ? rowNodes[slot].key : nil }
    return slot >= 0 && slot < builtKeys.count ? builtKeys[slot] : nil
  }

  /// Selects the row for a bound selection, and runs its link or button.
  ///
  /// The selection takes the row's tag (`.tag(_:)` or `NavigationLink(value:)`), else its
  /// `ForEach` id, when of the selection's type; a link whose value was taken as the
  /// selection does not push it as well, as in a split view's sidebar (R49).
  ///
  /// The body of the list's Open command: Enter reaches it through `open()`.
  func activate() -> Bool {
    var acted = false
    let rowNode = builtKey(at: selected).flatMap { node?.child($0) }
    if let writeSelection, let choice = selectionChoice(of: rowNode) {
      acted = writeSelection(choice.value)
      if acted, choice.isLinkValue { return true }
    }
    guard let row = rowNode else { return acted }
    // A row of controls: a field takes focus, another control is pressed (R48).
    if enterRow(pressing: true) { return true }
    guard let button = row.buttons().first?.info, button.isEnabled else { return acted }
    button.action()
    return true
  }
}

extension ListController: FramePatch {
  var patchedNode: ViewNode? { node }

  /// Moves the highlight in the last frame's cells, or draws the list again in its rectangle
  /// when its rows changed, when the cells still hold what the list drew.
  ///
  /// Cells as the list's own last patch left them hold it without being compared: comparing
  /// them was a tenth of a key.
  func apply(
    to canvas: inout Canvas, frame: inout ViewHost.Frame, redrawing: Bool, isAsLeft: Bool
  ) -> Bool {
    guard let drawn, isAsLeft && drawn.isPatched || drawn.isShown(on: canvas) else {
      self.drawn = nil
      return false
    }
    let applied =
      redrawing ? redraw(drawn, in: &canvas, frame: &frame) : moveHighlight(in: &canvas)
    if applied { self.drawn?.isPatched = true }
    return applied
  }

  /// Draws the list again over the cells that were under it, with the context it was drawn
  /// with, and takes its new focus target (its rows' rectangles) into the frame.
  private func redraw(_ drawn: DrawnList, in canvas: inout Canvas, frame: inout ViewHost.Frame)
    -> Bool
  {
    guard let node, node.isLive, rows.count == drawn.rowCount,
      let slot = frame.targets.firstIndex(where: { $0.id == ObjectIdentifier(node) })
    else {
      self.drawn = nil
      return false
    }
    if scroll(drawn, in: &canvas) { return true }
    let clip = canvas.clip
    canvas.clip = nil
    canvas.put(drawn.under, in: drawn.rect)
    canvas.clip = drawn.clip
    var context = RenderContext(canvas: Canvas(size: Size(width: 0, height: 0)))
    swap(&context.canvas, &canvas)
    drawn.context.apply(to: &context)
    node.render(in: drawn.rect, context: &context)
    swap(&context.canvas, &canvas)
    canvas.clip = clip
    guard context.focusTargets.count == 1, let target = context.focusTargets.first,
      target.id == ObjectIdentifier(node), context.barTargets.isEmpty,
      context.clickRegions.isEmpty, context.requests.isEmpty, !context.drawsFromTheClock,
      self.drawn != nil
    else {
      self.drawn = nil
      return false
    }
    frame.targets[slot] = target
    // The cells drawn before are let go as the patch returns: their storage holds the next.
    spareCells = drawn.plain
    return true
  }

  /// Moves the highlight in the last frame's cells: the row highlighted is put back as it was
  /// drawn, the new one highlighted, and only its lines of what is shown are kept anew.
  ///
  /// What was drawn is taken out while it changes, so that its cells are not copied first.
  private func moveHighlight(in canvas: inout Canvas) -> Bool {
    guard var drawn, let row = drawn.rows.first(where: { $0.index == selected }) else {
      self.drawn = nil
      return false
    }
    self.drawn = nil
    let clip = canvas.clip
    canvas.clip = nil
    canvas.put(drawn.plain, in: drawn.rect, lines: drawn.lines(of: drawn.highlighted))
    Self.highlight(row.rect, in: &canvas)
    canvas.clip = clip
    drawn.highlighted = row.rect
    drawn.keepHighlightedCells(of: canvas)
    self.drawn = drawn
    return true
  }
}

extension List: StableDeclarations {}

extension List: PrimitiveView {
  func update(node: ViewNode) {
    let controller: ListController
    var isNew = false
    if let existing = node.primitiveState as? ListController {
      controller = existing
    } else {
      controller = ListController()
      controller.node = node
      controller.requests = node.environment.windowRequests
      controller.outline.owner = node
      node.primitiveState = controller
      isNew = true
    }
    controller.rows = ListRows(content, outline: controller.outline)
    controller.isEditing = controller.rows.hasEditActions && node.isInEditMode
    // A list made anew (a split view collapsed or expanded) highlights the selected row, so
    // that the highlight and the detail shown agree.
    if isNew, let value = selection?.wrappedValue { controller.highlightRow(for: value) }
    // Gathered here and declared once: each append to the node's own would copy them all,
    // since its observer keeps the old ones.
    var declarations: [Declaration] = []
    declarations.reserveCapacity(8)
    if node.hasNewInputs { controller.reportedIndex = nil }
    // The bindings are read as a toggle reads its own: tracked, so that a model changed from
    // outside (`@Observable`, not only `@State`) moves the highlight on the next frame.
    let position = node.environment.scrollPosition
    controller.readBindings = { (selection.map { $0.wrappedValue != nil }, position?.get()) }
    let (hasSelection, wantedPosition) = node.readTracked(controller.readBindings)
    if let selection {
      controller.writeSelection = { tag in
        guard let value = tag.base as? SelectionValue else { return false }
        selection.wrappedValue = value
        return true
      }
      controller.acceptsSelection = { $0.base is SelectionValue }
      declarations.append(
        .selection(hasValue: hasSelection == true) { selection.wrappedValue = nil })
    }
    let count = controller.rows.count
    controller.selected = count == 0 ? 0 : min(controller.selected, count - 1)
    if controller.rows.isHeader(at: controller.selected), count > 1 {
      controller.select(controller.selected + 1)
    }
    controller.follow(position, wanted: wantedPosition)
    controller.keepSelectionVisible()
    // Only the rows that can be on screen are built.
    let end = min(count, controller.offset + controller.pageHeight + 1)
    var rowNodes: [ViewNode] = []
    rowNodes.reserveCapacity(max(0, end - controller.offset))
    // The keys by place, listed only once a row is missing: until then, the rows' own.
    var builtKeys: [ChildKey?]?
    // With the same view as last time, a row index shows the same row: a scroll finds the
    // rows still on screen by index, without looking their keys up.
    let previous = node.hasNewInputs ? [] : controller.rowNodes
    let previousStart = controller.rowStart
    if node.hasNewInputs { controller.parkedRows.removeAll() }
    if controller.offset < end {
      for index in controller.offset..<end {
        if let row = controller.keptRow(at: index, shownFrom: previousStart, in: previous) {
          controller.bringBack(row)
          rowNodes.append(row)
          builtKeys?.append(row.key)
          continue
        }
        let watch = RowWatch(list: node)
        guard let row = controller.rows.row(at: index, watchedBy: watch) else {
          if builtKeys == nil { builtKeys = rowNodes.map(\.key) }
          builtKeys?.append(nil)
          continue
        }
        let key = ChildKey.row(row.key.segment, row.key.id)
        let rowNode = node.updateChild(unparking: key, with: row.view)
        rowNode.rowWatch = watch
        rowNodes.append(rowNode)
        builtKeys?.append(key)
      }
    }
    controller.builtKeys = builtKeys ?? []
    controller.rowStart = controller.offset
    controller.rowNodes = builtKeys == nil ? rowNodes : []
    // Rows scrolled away that hold no state are parked, so scrolling back shows them again
    // without evaluating their bodies.
    node.keepChildren(rowNodes, parking: true)
    controller.noteParked(previous, from: previousStart)
    // Enter is declared while it acts on the highlighted row: the command it runs.
    let declared = controller.keyDeclarations
    controller.declaresOpen = controller.opensSelectedRow
    if controller.declaresOpen { declarations.append(.command(declared.open)) }
    if count > 1 { declarations.append(contentsOf: declared.movement) }
    declarations.append(declared.rowActions)
    node.declarations = declarations
    node.renderer = ListRenderer(controller: controller)
  }
}

/// Draws the visible rows, the selected one reversed with a `›` marker.
struct ListRenderer: NodeRenderer {
  let controller: ListController

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    Size(width: proposal.width ?? 40, height: proposal.height ?? min(controller.rows.count, 20))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    if controller.pageHeight != max(1, rect.height) {
      controller.pageHeight = max(1, rect.height)
      node.invalidate()
    }
    var y = rect.y
    var index = controller.offset
    var rowRects: [(index: Int, rect: Rect)] = []
    var selectedRect: Rect?
    let under =
      context.canvas.keptArea(around: rect) == nil
      ? nil : controller.cellsUnder(rect, on: context.canvas)
    // A row's one link or button acts through the list, not as a focus target of its own; a
    // row of controls keeps its controls' targets, which follow the list's (R48).
    let takesTargets = context.takesTargets
    let listID = ObjectIdentifier(node)
    // More rows than lines: the last column holds the scroll indicator, outside the rows.
    controller.showsIndicator = controller.rows.count > rect.height
    let rowWidth = rect.width - (controller.showsIndicator ? 1 : 0)
    var rowTargets: [FocusTarget] = []
    var rowIDs: [ObjectIdentifier] = []
    while y < rect.maxY, index < controller.rows.count {
      guard let row = controller.rowNode(at: index) else {
        node.invalidate()
        break
      }
      let marks = controller.isEditing ? controller.editMarks(at: index) : nil
      let leading = marks?.leading ?? 0
      let width = max(0, rect.width - 3 - leading - (marks?.trailing ?? 0))
      let height = max(
        1, min(row.sizeThatFits(ProposedSize(width: width, height: nil)).height, rect.maxY - y))
      let rowRect = Rect(x: rect.x + 2 + leading, y: y, width: width, height: height)
      marks?.draw(in: rect, y: y, context: &context)
      let holdsControls = takesTargets && row.holdsRowControls
      context.takesTargets = holdsControls
      let before = context.focusTargets.count
      row.renderKeepingCells(in: rowRect, context: &context)
      if holdsControls {
        rowTargets += controller.rowTargets(
          context.focusTargets[before...], of: index, listID: listID)
        context.focusTargets.removeSubrange(before...)
      }
      let full = Rect(x: rect.x, y: y, width: rowWidth, height: height)
      if index == controller.selected, context.isVisible { selectedRect = full }
      rowRects.append((index, full))
      rowIDs.append(ObjectIdentifier(row))
      y += height
      index += 1
    }
    context.takesTargets = takesTargets
    controller.shownRows = rowRects
    controller.shownRowTargets = rowTargets
    // Focus in one of the highlighted row's controls: the row is not reversed, so that the
    // control shows its own focus.
    let selectedIndex = controller.selected
    let focusedID = context.focusedID
    let focusInRow = rowTargets.contains {
      $0.listRow?.index == selectedIndex && $0.id == focusedID
    }
    if controller.showsIndicator, context.isVisible {
      controller.drawIndicator(in: rect, on: &context.canvas)
    }
    keepDrawn(
      node: node, rect: rect, under: under, rows: rowRects, nodes: rowIDs,
      highlighting: selectedRect, focusInRow: focusInRow, keeps: rowTargets.isEmpty,
      context: &context)
    let controller = self.controller
    context.addFocusTarget(node, rect: rect) { event in
      switch event {
      case .key(let key): return controller.handle(key)
      case .activate: return controller.open()
      case .click(let point):
        if controller.showsIndicator, point.x == rect.maxX - 1 {
          // On the scroll indicator: a page up above the thumb, down below it.
          let page = ScrollIndicator.page(
            at: point.y - rect.y, offset: controller.offset, page: rect.height,
            total: controller.rows.count)
          return page == 0 || controller.handle(page < 0 ? .pageUp : .pageDown)
        }
        guard let hit = controller.shownRows.first(where: { $0.rect.contains(point) }) else {
          return false
        }
        controller.select(hit.index)
        if controller.deleteByClick(at: point, in: hit.rect, index: hit.index) { return true }
        // A click beside a row's controls highlights the row; the controls take their own.
        if controller.shownRowTargets.contains(where: { $0.listRow?.index == hit.index }) {
          return true
        }
        return controller.open()
      case .paste: return false
      }
    }
    if takesTargets {
      context.focusTargets += rowTargets
      controller.takePendingFocus(rowTargets: rowTargets, listID: listID, context: &context)
    }
  }
  /// A control of its own, focused even inside a list's row (R48).
  var focusRole: FocusRole { .control }
}

extension ListRenderer {
  /// Highlights the selected row and keeps what the list drew, so that a move among these
  /// rows can redraw just the highlight (`FramePatch`); nothing is kept where the list is not
  /// wholly on the canvas, or drew no highlight.
  private func keepDrawn(
    node: ViewNode, rect: Rect, under: [Cell]?, rows: [(index: Int, rect: Rect)],
    nodes: [ObjectIdentifier], highlighting selected: Rect?, focusInRow: Bool, keeps: Bool,
    context: inout RenderContext
  ) {
    let plain = under == nil ? nil : controller.keptCells(in: rect, of: context.canvas)
    if focusInRow {
      // The focused control in the row shows its own focus.
    } else if let selected {
      // Under an alert or help the marker stays where focus comes back to.
      let isFocused = context.focusedID == nil || context.focusedID == ObjectIdentifier(node)
      ListController.highlight(selected, in: &context.canvas, isFocused: isFocused)
    }
    // With controls in its rows, a move changes the focus targets: it draws the frame whole.
    guard keeps, let under, let plain, let selected, context.isActiveLayer else {
      controller.drawn = nil
      return
    }
    var drawn = ListController.DrawnList(
      rect: rect, rows: rows, nodes: nodes, under: under, plain: plain, highlighted: selected,
      rowCount: controller.rows.count,
      context: DrawnCells.ContextState(context), clip: context.canvas.clip)
    drawn.keepHighlightedCells(of: context.canvas)
    controller.drawn = drawn
  }
}

extension ViewNode {
  /// Whether the node with this identity is this node or inside it.
  func contains(_ id: ObjectIdentifier) -> Bool {
    ObjectIdentifier(self) == id || children.contains { $0.contains(id) }
  }
}

extension ViewNode {
  /// Whether this row is a labelled control, looking through wrappers with one child.
  var drawsFocusMarker: Bool {
    var node: ViewNode? = self
    while let current = node {
      if current.renderer?.drawsFocusMarker == true { return true }
      // A wrapper has one child; its layout children are what it draws.
      let inner = current.children
      node = inner.count == 1 ? inner[0] : nil
    }
    return false
  }
}
