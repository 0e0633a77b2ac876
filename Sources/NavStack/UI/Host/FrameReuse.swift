/// A change to what is drawn that a frame can take by redrawing part of the last one: a
/// list's highlight moved among the rows on screen, or the list scrolled.
///
/// Moving the highlight changes no view, no size and no declaration, only which row is shown
/// reversed; scrolling changes the list's rows and nothing around the list. Drawing the whole
/// tree again for either would redraw the bar, the key bar and every other view unchanged.
@MainActor
protocol FramePatch: AnyObject {
  /// The node the patch draws: changes to nodes under it are the patch's own.
  var patchedNode: ViewNode? { get }
  /// Draws the change into the last frame's cells, `redrawing` the node when something under
  /// it changed, and puts the node's new focus target into `frame`; false when it cannot
  /// (what it drew was drawn over since), and the frame is drawn whole.
  ///
  /// `isAsLeft` says the cells are as this patch's last apply left them: no frame was drawn
  /// whole and no other patch wrote since, so what it drew cannot have been drawn over.
  func apply(
    to canvas: inout Canvas, frame: inout ViewHost.Frame, redrawing: Bool, isAsLeft: Bool
  ) -> Bool
}

/// The last frame, kept so that the next one can be that frame with patches applied, while
/// nothing else changed since.
///
/// Every event between two frames must have been answered by a patch alone, and what the
/// frame was drawn from (focus, layers, the key bar's status, what is shown over the screen)
/// must be the same. Either no node changed at all, or every node that changed lies under a
/// patch's node, which is then drawn again in its rectangle; anything else draws the frame
/// whole.
@MainActor
struct FrameReuse {
  /// What a frame is drawn from besides the views' own render state and the tree's changes.
  struct Inputs: Equatable {
    let size: Size
    let walkVersion: Int
    let focusedID: ObjectIdentifier?
    let layerCount: Int
    let statusMessage: String?
    let isOverlaid: Bool
  }

  /// How far the tree has changed: counters that move with every change.
  struct Changes: Equatable {
    let layout: Int
    let tree: Int
  }

  private var canvas: Canvas?
  private var inputs: Inputs?
  private var changes: Changes?
  private var patches: [any FramePatch] = []
  /// The patch that last wrote the kept frame, nil after one drawn whole.
  private var lastWriter: ObjectIdentifier?
  /// Whether the event being handled has noted a patch.
  private var eventPatched = false
  /// Frames made from the last one, and of those the ones that drew a node again, for tests.
  private(set) var patchedFrames = 0
  private(set) var redrawnFrames = 0
  /// Whether the frame being drawn has a view that draws from the clock; such a frame is not
  /// kept.
  var drawsFromTheClock = false

  /// An event is about to be handled.
  mutating func eventBegins() { eventPatched = false }

  /// An event was handled: unless a patch answered it, the next frame is drawn whole.
  mutating func eventEnded() {
    if !eventPatched { forget() }
  }

  /// `patch` answered the event being handled.
  mutating func note(_ patch: any FramePatch) {
    eventPatched = true
    if !patches.contains(where: { $0 === patch }) { patches.append(patch) }
  }

  /// The next frame, made from the last one, or nil when it must be drawn whole.
  ///
  /// `changed` holds the nodes that changed since the last frame, nil when there were too
  /// many to list.
  mutating func frame(
    for inputs: Inputs, changes: Changes, changed: [ViewNode]?, frame: inout ViewHost.Frame
  ) -> Canvas? {
    guard var canvas, inputs == self.inputs, !patches.isEmpty else {
      forget()
      return nil
    }
    // Taken out while patched: held here as well, its first write would copy every cell.
    self.canvas = nil
    let redrawing = changes != self.changes
    if redrawing {
      guard let changed, Self.lie(changed, under: patches.compactMap(\.patchedNode)) else {
        forget()
        return nil
      }
    }
    var made = frame
    for patch in patches {
      let writer = ObjectIdentifier(patch)
      guard
        patch.apply(
          to: &canvas, frame: &made, redrawing: redrawing, isAsLeft: writer == lastWriter)
      else {
        forget()
        return nil
      }
      lastWriter = writer
    }
    frame = made
    patches = []
    self.canvas = canvas
    self.changes = changes
    patchedFrames += 1
    if redrawing { redrawnFrames += 1 }
    return canvas
  }

  /// Whether every node of `changed` is one of `roots` or under one.
  ///
  /// The nodes found so far are marked, so a walk up from the next one stops at the first
  /// it meets: a page of new rows asks this of each of their nodes. Each node is marked as
  /// the walk passes it, in one walk: a walk that ends above every root answers false, and
  /// the marks it left are never read, since the next question takes a new stamp. Walking
  /// up twice, to look and then to mark, retained and released each parent twice.
  private static func lie(_ changed: [ViewNode], under roots: [ViewNode]) -> Bool {
    guard let pass = roots.first?.layoutPass else { return changed.isEmpty }
    pass.stamps.patch &+= 1
    let stamp = pass.stamps.patch
    for root in roots { root.patchStamp = stamp }
    for node in changed {
      var current: ViewNode? = node
      while let each = current, each.patchStamp != stamp {
        each.patchStamp = stamp
        current = each.parent
      }
      guard current != nil else { return false }
    }
    return true
  }

  /// The kept frame when nothing it was drawn from has changed since and no patch waits.
  func unchangedFrame(for inputs: Inputs, changes: Changes) -> Canvas? {
    guard patches.isEmpty, inputs == self.inputs, changes == self.changes else { return nil }
    return canvas
  }

  /// Keeps a frame drawn whole, with what it was drawn from.
  mutating func keep(_ canvas: Canvas, inputs: Inputs, changes: Changes) {
    guard !drawsFromTheClock else {
      forget()
      return
    }
    self.canvas = canvas
    self.inputs = inputs
    self.changes = changes
    patches = []
    lastWriter = nil
  }

  /// Lets the kept frame go: the next one is drawn whole.
  mutating func forget() {
    canvas = nil
    inputs = nil
    changes = nil
    patches = []
    lastWriter = nil
  }
}

extension ViewHost {
  /// What the frame is drawn from now, besides the views' render state.
  var frameInputs: FrameReuse.Inputs {
    FrameReuse.Inputs(
      size: lastSize, walkVersion: graph.walkVersion, focusedID: activeScreen?.keyFocusID,
      layerCount: layers.count, statusMessage: statusMessage,
      isOverlaid: alert != nil || isHelpShown || isInspectorShown)
  }

  /// How far the tree has changed now.
  var treeChanges: FrameReuse.Changes {
    FrameReuse.Changes(layout: graph.layoutPass.invalidations, tree: graph.treeVersion)
  }

  /// How many frames were drawn whole, every view walked: the costly kind.
  public var wholeFrameDrawCount: Int { wholeFrameCount }

  /// How many frames were the last one with patches applied, not drawn whole.
  public var patchedFrameCount: Int { frameReuse.patchedFrames }

  /// How many of those drew a list again in its rectangle (a scroll).
  var redrawnFrameCount: Int { frameReuse.redrawnFrames }
}
