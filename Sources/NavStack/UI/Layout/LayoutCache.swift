/// What one node keeps of its layout until it or a node under it changes: its sizes by
/// proposal, how much it grows along each axis, a stack's children's sizes, and the children
/// it lays out.
///
/// `LayoutPass.flush` forgets it. Most nodes are measured for one or two proposals a frame,
/// so the first answer of each kind is kept inline and only further ones go to an array: a
/// row scrolled into view builds several nodes, and an array each would be an allocation
/// each.
struct LayoutCache {
  /// Sizes by proposal.
  var sizes = SmallMap<ProposedSize, Size>(limit: 8)
  /// Flexibilities by axis and the length across it.
  var flexibilities = SmallMap<FlexibilityQuestion, Int>(limit: 8)
  /// A stack's children's sizes, by the stack's proposal.
  var arranged = SmallMap<ProposedSize, [Size]>(limit: 4)
  /// The layout children, kept until this node or one under it changes.
  var children: [ViewNode]?

  /// Forgets everything kept, keeping the arrays' room for the next frame's answers.
  mutating func forget() {
    sizes.removeAll()
    flexibilities.removeAll()
    arranged.removeAll()
    children = nil
  }
}

/// What a flexibility answers: how much a node grows along an axis, for a length across it.
struct FlexibilityQuestion: Equatable {
  /// Along the vertical axis, or the horizontal one.
  let vertical: Bool
  /// The length proposed across that axis; nil for none.
  let across: Int?
}
