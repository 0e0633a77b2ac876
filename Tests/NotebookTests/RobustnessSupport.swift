import Foundation
import NavStack
import NotebookStore

/// A small seeded generator (SplitMix64): every run of the robustness tests draws the same.
struct RobustnessRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// One element of a non-empty array.
  mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }
}

/// Libraries and folders the robustness tests build and clean up.
enum RobustnessFixtures {
  /// A library of `itemCount` items in four folders (one holds most), as file bytes.
  ///
  /// Names mix plain, wide and long text, so lists, filters and truncation all have work.
  static func generatedLibrary(itemCount: Int) -> [UInt8] {
    let big = itemCount * 9 / 10
    let small = min(10, itemCount - big)
    let sizes = [big, itemCount - big - small, small, 0]
    let words = ["plan", "review", "日本語", "Überprüfung", "😀 emoji", "notes", "x"]
    var folders: [String] = []
    var serial = 0
    for (folder, size) in sizes.enumerated() {
      var items: [String] = []
      items.reserveCapacity(size)
      for index in 0..<size {
        serial += 1
        let word = words[index % words.count]
        let long = index % 97 == 0 ? String(repeating: "long ", count: 40) : ""
        items.append(
          #"{"id":"i\#(serial)","name":"\#(word) \#(index)\#(long)","notes":"note \#(index)","#
            + #""done":\#(index % 3 == 0)}"#)
      }
      let name = ["Archive", "Work", "Small", "Empty"][folder]
      folders.append(
        #"{"id":"f\#(folder)","name":"\#(name)","items":["# + items.joined(separator: ",") + "]}")
    }
    let text = #"{"version":1,"folders":["# + folders.joined(separator: ",") + "]}"
    return Array(text.utf8)
  }

  /// A new empty folder under the system's temporary folder.
  static func temporaryDirectory(_ name: String) throws -> String {
    let path = NSTemporaryDirectory() + "navstack-\(name)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The bytes of a file, or nil when it cannot be read.
  static func bytes(at path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { Array($0) }
  }
}
