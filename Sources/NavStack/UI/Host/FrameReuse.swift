/// A change to what is drawn that no view made, which a frame can take by redrawing a few
/// cells of the last one: a list's highlight moved among the rows on screen.
///
/// Moving the highlight changes no view, no size and no declaration, only which row is shown
/// reversed; drawing the whole tree again for it would redraw every row, the bar and the key
/// bar to change two rows.
@MainActor
protocol FramePatch: AnyObject {
  /// Draws the change into the last frame's cells; false when it cannot (what it drew was
  /// drawn over since), and the frame is drawn whole.
  func apply(to canvas: inout Canvas) -> Bool
}

/// The last frame, kept so that the next one can be that frame with patches applied, while
/// nothing else changed since.
///
/// Every event between two frames must have been answered by a patch alone, and what the
/// frame was drawn from (the tree's changes, focus, layers, the key bar's status, what is
/// shown over the screen) must be the same; anything else draws the frame whole.
@MainActor
struct FrameReuse {
  /// What a frame is drawn from besides the views' own render state.
  struct Inputs: Equatable {
    let size: Size
    let layoutChanges: Int
    let treeVersion: Int
    let walkVersion: Int
    let focusedID: ObjectIdentifier?
    let layerCount: Int
    let statusMessage: String?
    let isOverlaid: Bool
  }

  private var canvas: Canvas?
  private var inputs: Inputs?
  private var patches: [any FramePatch] = []
  /// Whether the event being handled has noted a patch.
  private var eventPatched = false
  /// Frames drawn from a patch, for tests.
  private(set) var patchedFrames = 0
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
  mutating func frame(for inputs: Inputs) -> Canvas? {
    guard var canvas, inputs == self.inputs, !patches.isEmpty else {
      forget()
      return nil
    }
    for patch in patches where !patch.apply(to: &canvas) {
      forget()
      return nil
    }
    patches = []
    self.canvas = canvas
    patchedFrames += 1
    return canvas
  }

  /// Keeps a frame drawn whole, with what it was drawn from.
  mutating func keep(_ canvas: Canvas, inputs: Inputs) {
    guard !drawsFromTheClock else {
      forget()
      return
    }
    self.canvas = canvas
    self.inputs = inputs
    patches = []
  }

  /// Lets the kept frame go: the next one is drawn whole.
  mutating func forget() {
    canvas = nil
    inputs = nil
    patches = []
  }
}

extension ViewHost {
  /// What the frame is drawn from now, besides the views' render state.
  var frameInputs: FrameReuse.Inputs {
    FrameReuse.Inputs(
      size: lastSize, layoutChanges: LayoutPass.invalidations, treeVersion: ViewGraph.treeVersion,
      walkVersion: ViewGraph.walkVersion, focusedID: activeScreen?.focusedID,
      layerCount: layers.count, statusMessage: statusMessage,
      isOverlaid: alert != nil || isHelpShown || isInspectorShown)
  }

  /// How many frames were the last one with patches applied, not drawn whole.
  public var patchedFrameCount: Int { frameReuse.patchedFrames }
}
