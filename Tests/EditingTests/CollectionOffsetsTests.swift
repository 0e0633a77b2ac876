import Foundation
import SwiftUI
import Testing

/// The offsets `onDelete` and `onMove` hand an app, applied as SwiftUI's collection helpers
/// apply them.
@Suite("remove(atOffsets:) and move(fromOffsets:toOffset:)")
struct CollectionOffsetsTests {
  @Test("remove(atOffsets:) removes every offset given, keeping the order of the rest")
  func removesOffsets() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.remove(atOffsets: IndexSet([0, 2, 4]))
    #expect(letters == ["b", "d"])
    letters.remove(atOffsets: IndexSet())
    #expect(letters == ["b", "d"])
  }

  @Test("move(fromOffsets:toOffset:) counts the destination before the move")
  func movesOffsets() {
    var letters = ["a", "b", "c"]
    letters.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)
    #expect(letters == ["b", "a", "c"])
    letters.move(fromOffsets: IndexSet(integer: 2), toOffset: 0)
    #expect(letters == ["c", "b", "a"])
    letters.move(fromOffsets: IndexSet(integer: 1), toOffset: 1)
    #expect(letters == ["c", "b", "a"])
  }

  @Test("move(fromOffsets:toOffset:) keeps several moved elements in their order")
  func movesSeveral() {
    var numbers = [0, 1, 2, 3, 4, 5]
    numbers.move(fromOffsets: IndexSet([1, 3]), toOffset: 5)
    #expect(numbers == [0, 2, 4, 1, 3, 5])
    numbers.move(fromOffsets: IndexSet([4, 5]), toOffset: 0)
    #expect(numbers == [3, 5, 0, 2, 4, 1])
  }
}
