import Foundation
import NavStack
import NotebookStore
import TestSupport

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
