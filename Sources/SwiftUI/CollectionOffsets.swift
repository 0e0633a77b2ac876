import Foundation

// Foundation on Linux has no `remove(atOffsets:)` or `move(fromOffsets:toOffset:)`: SwiftUI
// adds them for the offsets that `onDelete` and `onMove` hand an app, so they are declared here.
// `IndexSet` is Foundation proper's, so they live in this module, which the notebook does not
// link: NavStack itself uses FoundationEssentials only.

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as an `onDelete` action does with what it is given.
  public mutating func remove(atOffsets offsets: IndexSet) {
    var kept = 0
    var position = startIndex
    var offset = 0
    var write = startIndex
    while position != endIndex {
      if !offsets.contains(offset) {
        if write != position { swapAt(write, position) }
        formIndex(after: &write)
        kept += 1
      }
      formIndex(after: &position)
      offset += 1
    }
    removeSubrange(write..<endIndex)
  }
}

extension MutableCollection {
  /// Moves the elements at `source` to before the element at offset `destination` (counted
  /// before the move, as `onMove` counts it: moving the first of three below the second is
  /// `destination` 2), keeping their order.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    guard destination >= 0, destination <= elements.count else { return }
    let moved = source.filter { $0 < elements.count }.map { elements[$0] }
    var before: [Element] = []
    var after: [Element] = []
    for (offset, element) in elements.enumerated() where !source.contains(offset) {
      if offset < destination { before.append(element) } else { after.append(element) }
    }
    var position = startIndex
    for element in before + moved + after {
      self[position] = element
      formIndex(after: &position)
    }
  }
}
