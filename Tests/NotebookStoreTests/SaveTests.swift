import Glibc
import Testing

@testable import NotebookStore

@Suite("Saving")
struct SaveTests {
  @Test("save writes the library, and loading reads back the same")
  func saveAndLoad() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("lib.json")
    writeFile(path, sampleDocument)
    let library = try LibraryStore.load(from: path)
    var item = library.item(at: 0, inFolder: 0)
    item.notes = "Saved\nnotes"
    library.updateItem(item, at: 0, inFolder: 0)
    library.removeItem(at: 1, inFolder: 0)
    try LibraryStore.save(library, to: path)
    #expect(directory.names() == ["lib.json"])
    #expect(readFile(path) == LibraryStore.encode(library))
    #expect(Snapshot(try LibraryStore.load(from: path)) == Snapshot(library))
  }

  @Test("a crash between writing the temporary file and the rename leaves the old library")
  func crashBeforeRename() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("lib.json")
    writeFile(path, sampleDocument)
    let library = try LibraryStore.load(from: path)
    library.removeFolder(at: 0)
    // Everything `save` does up to the rename, then nothing: the process "dies" here.
    let temporary = try AtomicFile(path: path)
      .writeTemporary(library.encodedChunks(), source: library.source)
    #expect(readFile(path) == Array(sampleDocument.utf8))
    let survivor = try LibraryStore.load(from: path)
    #expect(survivor.folderCount == 2)
    #expect(survivor.itemName(at: 0, inFolder: 0) == "Quarterly plan")
    // The temporary file is complete, hidden, and beside the library.
    #expect(temporary.path.hasPrefix(directory.path + "/.lib.json.tmp-"))
    #expect(try LibraryStore.load(from: temporary.path).folderCount == 1)
    close(temporary.fd)
    // A later save still succeeds.
    try LibraryStore.save(library, to: path)
    #expect(try LibraryStore.load(from: path).folderCount == 1)
  }

  @Test("a write failing as on a full disk keeps the original and removes the temporary file")
  func fullDisk() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("lib.json")
    writeFile(path, sampleDocument)
    let library = try LibraryStore.load(from: path)
    library.renameFolder(at: 0, to: "Lost")
    var file = AtomicFile(path: path)
    file.simulatedWriteError = ENOSPC
    #expect(
      throws: LibraryError(path: path, reason: "cannot save (writing): No space left on device")
    ) {
      try file.replace(with: library.encodedChunks(), source: library.source)
    }
    #expect(readFile(path) == Array(sampleDocument.utf8))
    #expect(directory.names() == ["lib.json"])
    // The edit is still in memory for the next attempt.
    #expect(library.folderName(at: 0) == "Lost")
  }

  @Test("save under a parent that is a regular file fails clearly (works as root)")
  func parentIsAFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let parent = directory.file("plain.txt")
    writeFile(parent, "not a folder")
    let path = parent + "/lib.json"
    let error = LibraryError(
      path: path, reason: "cannot save (creating a temporary file): Not a directory")
    #expect(throws: error) { try LibraryStore.save(try parse(sampleDocument), to: path) }
    #expect(readFile(parent) == Array("not a folder".utf8))
    #expect(directory.names() == ["plain.txt"])
  }

  @Test("save over a directory fails at the rename and removes the temporary file")
  func targetIsADirectory() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("lib.json")
    mkdir(path, 0o755)
    let error = LibraryError(path: path, reason: "cannot save (replacing the file): Is a directory")
    #expect(throws: error) { try LibraryStore.save(try parse(sampleDocument), to: path) }
    #expect(directory.names() == ["lib.json"])
  }

  @Test(
    "save into a read-only folder fails and keeps the original (skipped as root)",
    .enabled(if: geteuid() != 0))
  func readOnlyFolder() throws {
    let directory = try TemporaryDirectory()
    defer {
      chmod(directory.path, 0o755)
      directory.remove()
    }
    let path = directory.file("lib.json")
    writeFile(path, sampleDocument)
    let library = try LibraryStore.load(from: path)
    library.renameFolder(at: 0, to: "Lost")
    chmod(directory.path, 0o555)
    let error = LibraryError(
      path: path, reason: "cannot save (creating a temporary file): Permission denied")
    #expect(throws: error) { try LibraryStore.save(library, to: path) }
    #expect(readFile(path) == Array(sampleDocument.utf8))
  }

  @Test("save through a symbolic link replaces the file it names and keeps its permissions")
  func symlinkAndMode() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let real = directory.file("real.json")
    let link = directory.file("link.json")
    writeFile(real, sampleDocument)
    chmod(real, 0o600)
    symlink(real, link)
    let library = try LibraryStore.load(from: link)
    library.renameFolder(at: 1, to: "House")
    try LibraryStore.save(library, to: link)
    var info = stat()
    #expect(lstat(link, &info) == 0 && info.st_mode & 0o170000 == 0o120000)
    #expect(stat(real, &info) == 0 && info.st_mode & 0o7777 == 0o600)
    #expect(try LibraryStore.load(from: real).folderName(at: 1) == "House")
    #expect(directory.names() == ["link.json", "real.json"])
  }
}

@Suite("Locking")
struct LockTests {
  @Test("a second lock on the same library is refused, naming the holder")
  func secondLockRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("lib.json")
    writeFile(path, sampleDocument)
    let first = try LibraryLock.acquire(for: path)
    let refusal = LibraryError(path: path, reason: "in use by another navstack (pid \(getpid()))")
    #expect(throws: refusal) { try LibraryLock.acquire(for: path) }
    first.release()
    first.release()
    let again = try LibraryLock.acquire(for: path)
    again.release()
  }

  @Test("a lock is released when it is no longer referenced")
  func releasedOnDeinit() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("lib.json")
    do {
      _ = try LibraryLock.acquire(for: path)
    }
    let lock = try LibraryLock.acquire(for: path)
    lock.release()
  }

  @Test("a lock in a folder that does not exist fails with the reason")
  func missingFolder() throws {
    let path = "/nonexistent-navstack-folder/lib.json"
    let error = LibraryError(path: path, reason: "cannot lock: No such file or directory")
    #expect(throws: error) { try LibraryLock.acquire(for: path) }
  }
}
