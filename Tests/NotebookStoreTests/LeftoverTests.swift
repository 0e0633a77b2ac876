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
    let (lines, recoverable) = LibraryStore.cleanLeftoverTemporaries(
      besides: path, keepingRecoverable: true)
    #expect(recoverable == nil, "a partial file is not a library")
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
    let lines = LibraryStore.cleanLeftoverTemporaries(besides: directory.file("link.json")).lines
    #expect(lines.count == 1)
    var info = stat()
    #expect(stat(directory.file("real/.lib.json.tmp-4242-beef"), &info) != 0)
  }

  /// A library file and, beside it, a killed save's complete file with a renamed folder.
  private func killedSave(
    _ directory: TemporaryDirectory, newer: Bool = true, changed: Bool = true
  ) throws -> (path: String, leftover: String) {
    let path = directory.file("lib.json")
    writeFile(path, sampleDocument)
    let library = try LibraryStore.load(from: path)
    if changed { library.renameFolder(at: 0, to: "Saved at the kill") }
    let leftover = directory.file(".lib.json.tmp-31337-feed")
    writeFile(leftover, LibraryStore.encode(library))
    // The file's time decides "newer": one second apart either way.
    var times = [timespec(), timespec()]
    var info = stat()
    stat(path, &info)
    let second = info.st_mtim.tv_sec + (newer ? 1 : -1)
    times[0] = timespec(tv_sec: second, tv_nsec: 0)
    times[1] = timespec(tv_sec: second, tv_nsec: 0)
    utimensat(AT_FDCWD, leftover, times, 0)
    return (path, leftover)
  }

  @Test("a complete, newer, different library left by a killed save is kept to be offered")
  func keepsRecoverable() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (path, leftover) = try killedSave(directory)
    let (lines, recoverable) = LibraryStore.cleanLeftoverTemporaries(
      besides: path, keepingRecoverable: true)
    #expect(lines.isEmpty)
    let save = try #require(recoverable)
    #expect(save.path == leftover && save.pid == 31337)
    #expect(directory.names() == [".lib.json.tmp-31337-feed", "lib.json"])
    try LibraryStore.recover(save, into: path)
    #expect(directory.names() == ["lib.json"])
    #expect(try LibraryStore.load(from: path).folderName(at: 0) == "Saved at the kill")
  }

  @Test("a recovered save takes the library's mode, and as root its owner and group")
  func recoverKeepsModeAndOwner() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (path, leftover) = try killedSave(directory)
    // The save died before giving its file the library's mode: it is still 0600.
    #expect(chmod(path, 0o664) == 0 && chmod(leftover, 0o600) == 0)
    let owned = geteuid() == 0
    if owned { #expect(chown(path, 4321, 8765) == 0) }
    let save = try #require(
      LibraryStore.cleanLeftoverTemporaries(besides: path, keepingRecoverable: true).recoverable)
    try LibraryStore.recover(save, into: path)
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_mode & 0o7777 == 0o664, "mode \(String(info.st_mode & 0o7777, radix: 8))")
    if owned { #expect(info.st_uid == 4321 && info.st_gid == 8765) }
    #expect(try LibraryStore.load(from: path).folderName(at: 0) == "Saved at the kill")
  }

  @Test("an older or identical leftover is removed, and so is any when none may be kept")
  func removesWhatIsNotNewer() throws {
    for (newer, changed, keeping) in [
      (false, true, true), (true, false, true), (true, true, false),
    ] {
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      let (path, _) = try killedSave(directory, newer: newer, changed: changed)
      let (lines, recoverable) = LibraryStore.cleanLeftoverTemporaries(
        besides: path, keepingRecoverable: keeping)
      #expect(recoverable == nil && lines.count == 1, "\(newer) \(changed) \(keeping)")
      #expect(directory.names() == ["lib.json"])
    }
  }

  @Test("discarding a recoverable save removes it and says so for the log")
  func discard() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (path, leftover) = try killedSave(directory)
    let save = try #require(
      LibraryStore.cleanLeftoverTemporaries(besides: path, keepingRecoverable: true).recoverable)
    #expect(save.discard().hasPrefix("removed \(leftover) ("))
    #expect(directory.names() == ["lib.json"])
  }
}
