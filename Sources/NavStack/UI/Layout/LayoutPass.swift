/// One window's record of what changed in its tree since sizes were last worked out.
///
/// Sizes are kept across frames by each node until it or a node under it changes
/// (`ViewNode.invalidateLayout`). Each window has its own, held by its graph and its nodes:
/// a pass shared by every window would let one window's frame forget the changes another
/// has not drawn yet, and flush nodes of a tree already freed.
@MainActor
final class LayoutPass {
  /// Nodes that changed since sizes (and child lists, and what subtrees declare) were last
  /// worked out.
  var pending: [ViewNode] = []
  /// The marks this window's walks hand out.
  var stamps = TreeStamps()
  /// The nodes being flushed: `pending`'s room while it fills again.
  private var flushing: [ViewNode] = []
  /// How many times `pending` has been applied.
  var flushes = 0
  /// How many times a node joined `pending`: while it stays the same, no node changed.
  var invalidations = 0
  /// The nodes that joined `pending` since the last frame, for a frame that draws only what
  /// changed again (`FrameReuse`); nil once there were too many to list.
  var changedSinceFrame: [ViewNode]? = []

  /// A frame was drawn: the nodes changed since the last one are listed anew.
  func frameDrawn() {
    if changedSinceFrame == nil {
      changedSinceFrame = []
    } else {
      changedSinceFrame?.removeAll(keepingCapacity: true)
    }
  }

  /// Notes that `list`'s rows moved, shown and parked, and nothing else changed.
  ///
  /// A list's size does not depend on which of its rows it shows, so neither do the sizes
  /// above it: a scroll keeps them (a flush would forget every ancestor's, for the next whole
  /// frame to measure again). What does depend on which nodes lie under a node is forgotten on
  /// the way up: what the subtree declares, what its last leaving walk found, cells and reads
  /// kept of it. The frame is told, as by `ViewNode.invalidateLayout()`.
  func noteRowsShifted(in list: ViewNode) {
    invalidations &+= 1
    changedSinceFrame?.append(list)
    if changedSinceFrame?.count ?? 0 > 512 { changedSinceFrame = nil }
    flushes &+= 1
    let stamp = flushes
    var current: ViewNode? = list
    while let each = current {
      forgetReadsOfSubtree(of: each, stamp: stamp)
      current = each.parent
    }
  }

  /// Forgets what `node` keeps of the nodes under it (what the subtree declares, its last
  /// leaving walk, its kept cells) and marks it with `stamp`, which reads kept of it compare.
  private func forgetReadsOfSubtree(of node: ViewNode, stamp: Int) {
    node.layoutClearedStamp = stamp
    node.cachedDeclaresSomething = nil
    node.cachedHoldsRowControls = nil
    node.lastLeavingWalk = nil
    node.drawnCells = nil
  }

  /// Lets go of the nodes waiting, unflushed: their window is going, and they hold the pass.
  func forgetPending() {
    for node in pending { node.isLayoutPending = false }
    pending = []
    changedSinceFrame = nil
  }

  /// Forgets what changed nodes kept before anything reads it.
  @inline(__always)
  func flushIfPending() {
    if !pending.isEmpty { flush() }
  }

  /// Forgets the sizes of each changed node and of its ancestors, each node once.
  func flush() {
    flushes &+= 1
    let stamp = flushes
    // The two lists trade places, so neither is copied nor allocated again.
    swap(&pending, &flushing)
    defer { flushing.removeAll(keepingCapacity: true) }
    for node in flushing {
      node.isLayoutPending = false
      var current: ViewNode? = node
      while let each = current, each.layoutClearedStamp != stamp {
        forgetReadsOfSubtree(of: each, stamp: stamp)
        each.layoutCache.forget()
        current = each.parent
      }
    }
  }
}
