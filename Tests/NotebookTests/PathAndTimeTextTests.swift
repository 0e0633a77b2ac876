import Foundation
import Testing

@testable import Notebook

/// The folder of a path and the log's time stamps, written without Foundation proper, give
/// what `NSString` and `ISO8601DateFormatter` gave.
@Suite("Paths and time stamps without Foundation")
struct PathAndTimeTextTests {
  @Test(
    "the parent folder is NSString's deletingLastPathComponent",
    arguments: [
      "/a/b/c.json", "/a/b/", "/a", "/", "c.json", "", "a/b", "//a//b//", "/a/b/c/../d.log",
      "relative/dir/",
    ])
  func parentFolderMatchesNSString(path: String) {
    #expect(parentFolder(of: path) == (path as NSString).deletingLastPathComponent)
  }

  @Test("a time stamp is ISO8601DateFormatter's, to the second, rounding included")
  func timestampMatchesFormatter() {
    let formatter = ISO8601DateFormatter()
    var moments: [Double] = [0, 1_764_598_212, 1_764_598_212.6, 1_764_598_212.9996, -1.5]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      moments.append(Double.random(in: -1e9...4e9, using: &generator))
    }
    for moment in moments {
      let date = Date(timeIntervalSince1970: moment)
      #expect(LogTimestamp.text(date) == formatter.string(from: date), "\(moment)")
    }
  }
}
