/// The counters one window's tree hands out: marks for nodes in a walk, instead of collecting
/// them in a set (a node compares its mark with the walk's stamp), and versions of what
/// readers check.
///
/// Each window keeps its own (in its `LayoutPass`, which every node holds), so two windows
/// side by side never share a count.
struct TreeStamps {
  /// `keepChildren`'s marks of the children it keeps.
  var keep = 0
  /// Marks of the children a change of children started from.
  var previous = 0
  /// When each parked child was parked, to let the oldest go first.
  var parkings = 0
  /// `FrameReuse`'s marks of the nodes under a patched node.
  var patch = 0
  /// Marks of the children changed since sizes were last worked out.
  var changed = 0
  /// Moves on whenever a preference writer is updated, added or removed, so that readers
  /// reduce again only then: views that write no preference change nothing here.
  var preferences = 0
  /// Moves on whenever what a node learns from the nodes above it may change
  /// (`WalkAncestry`): a shortcut declared or taken away, a screen hosted or let go, a
  /// subtree walked on its own or no longer.
  var ancestry = 0
  /// Moves on whenever a stack's screens change: the window works out which screens are on
  /// show again only then, or after it walked its layers.
  var screens = 0
}
