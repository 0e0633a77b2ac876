import Glibc
import Testing

@testable import NotebookStore

/// Temporary files of saves that never finished are recognised by their one name pattern and
/// removed at the next start, unless their writer is still at work.
@Suite("Leftover temporaries")
struct LeftoverTests {
  @Test("the name pattern is .NAME.tmp-PID-HEX, and only that is taken for a temporary")
  func namePattern() {
    let name = TemporaryName.make(for: "lib.json")
    #expect(name.hasPrefix(".lib.json.tmp-\(getpid())-"))
    #expect(TemporaryName.owner(of: name, for: "lib.json") == getpid())
    for other in [
      "lib.json", ".lib.json.tmp-", ".lib.json.tmp-12", ".lib.json.tmp-x-ab", ".lib.json.tmp-12-",
      ".lib.json.tmp-12-zz", ".other.json.tmp-12-ab", ".lib.json.tmp-12-ab-cd",
    ] {
      #expect(TemporaryName.owner(of: other, for: "lib.json") == nil, "\(other)")
    }
  }

  @Test("a leftover whose writer is gone is removed and reported; one being written is kept")
  func removesOnlyAbandoned() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("lib.json")
    writeFile(path, sampleDocument)
    let abandoned = directory.file(".lib.json.tmp-999999-abc")
    writeFile(abandoned, "{\"version\":1,")
    let unrelated = [".lib.json.tmp-notes", ".other.json.tmp-1-ab", "lib.json.bak"]
    for name in unrelated { writeFile(directory.file(name), "keep") }
    // A save in progress: its writer holds the lock on it.
    let live = try AtomicFile(path: path)
      .writeTemporary([.bytes(Array(sampleDocument.utf8))], source: [])
    defer {
      close(live.fd)
      unlink(live.path)
    }
    let lines = LibraryStore.removeLeftoverTemporaries(besides: path)
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("removed \(abandoned) (13 bytes)") == true, "\(lines)")
    #expect(lines.first?.hasSuffix("of process 999999") == true)
    let liveName = String(live.path.split(separator: "/").last ?? "")
    #expect(directory.names() == (unrelated + ["lib.json", liveName]).sorted())
    #expect(readFile(path) == Array(sampleDocument.utf8))
  }

  @Test("leftovers are found beside the file a symbolic link names")
  func throughSymlink() throws {
    let directory = try TemporaryDirectory()
    let real = directory.file("real/lib.json")
    defer {
      unlink(real)
      rmdir(directory.file("real"))
      directory.remove()
    }
    #expect(mkdir(directory.file("real"), 0o755) == 0)
    writeFile(real, sampleDocument)
    writeFile(directory.file("real/.lib.json.tmp-4242-beef"), "partial")
    symlink(real, directory.file("link.json"))
    let lines = LibraryStore.removeLeftoverTemporaries(besides: directory.file("link.json"))
    #expect(lines.count == 1)
    var info = stat()
    #expect(stat(directory.file("real/.lib.json.tmp-4242-beef"), &info) != 0)
  }
}
