import Glibc
import Testing

@testable import NotebookStore

/// Every input has a bound and a clear refusal: only a regular file of at most 2 GiB is read,
/// nothing blocks (a FIFO) or grows without end (/dev/zero), and JSON numbers are strict.
@Suite("Bounded input")
struct InputBoundTests {
  @Test("a FIFO is refused at once, without waiting for a writer")
  func fifo() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("pipe.json")
    #expect(mkfifo(path, 0o644) == 0)
    #expect(throws: LibraryError(path: path, reason: "not a regular file (a FIFO)")) {
      try LibraryStore.load(from: path)
    }
  }

  @Test("/dev/zero and /dev/null are refused before a byte is read")
  func devices() {
    for path in ["/dev/zero", "/dev/null"] {
      #expect(throws: LibraryError(path: path, reason: "not a regular file (a character device)")) {
        try LibraryStore.load(from: path)
      }
    }
  }

  @Test("a file over 2 GiB is refused from its size alone")
  func tooLarge() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("huge.json")
    writeFile(path, "")
    // Sparse: no disk space is used, and nothing is read.
    #expect(truncate(path, off_t(LibraryStore.maxSize + 1)) == 0)
    let size = LibraryStore.maxSize + 1
    let reason = "file too large (\(size) bytes; at most \(LibraryStore.maxSize), 2 GiB)"
    #expect(throws: LibraryError(path: path, reason: reason)) {
      try LibraryStore.load(from: path)
    }
  }

  @Test("a 2 GiB file of zeros is refused at its first byte, having read almost nothing of it")
  func zerosRefusedAtOnce() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("zeros.json")
    writeFile(path, "")
    // Sparse: no disk space is used; reading it whole would still read 2 GiB.
    #expect(truncate(path, off_t(LibraryStore.maxSize)) == 0)
    let before = try Self.bytesRead()
    #expect(
      throws: LibraryError(
        path: path, line: 1, column: 1,
        reason: "expected '{' at the start of the library, found byte 0x00")
    ) { try LibraryStore.load(from: path) }
    // Other tests read meanwhile in this process; none reads a gigabyte.
    let read = try Self.bytesRead() - before
    #expect(read < 1 << 30, "\(read) bytes read")
    // White space may come first, a byte order mark too: the refusal waits for the byte.
    writeFile(path, [0xEF, 0xBB, 0xBF] + Array(repeating: 0x20, count: 100_000) + Array("x".utf8))
    #expect(
      throws: LibraryError(
        path: path, line: 1, column: 100_002,
        reason: "expected '{' at the start of the library, found 'x'")
    ) {
      try LibraryStore.load(from: path)
    }
    writeFile(
      path, Array(repeating: 0x0A, count: 70_000) + Array(#"{"version":1,"folders":[]}"#.utf8))
    #expect(try LibraryStore.load(from: path).folderCount == 0)
  }

  /// The bytes this process has read so far (`rchar` in `/proc/self/io`).
  private static func bytesRead() throws -> Int {
    let text = String(decoding: readFile("/proc/self/io") ?? [], as: UTF8.self)
    let line = text.split(separator: "\n").first { $0.hasPrefix("rchar:") }
    return try #require(line.flatMap { Int($0.dropFirst(6).trimmingPrefix(" ")) })
  }

  @Test("a symbolic link to a regular file is read; one to a directory is refused")
  func symlinks() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    writeFile(directory.file("lib.json"), sampleDocument)
    symlink(directory.file("lib.json"), directory.file("link.json"))
    #expect(try LibraryStore.load(from: directory.file("link.json")).folderCount == 2)
    symlink("/tmp", directory.file("folder.json"))
    #expect(
      throws: LibraryError(
        path: directory.file("folder.json"), reason: "not a regular file (a directory)")
    ) { try LibraryStore.load(from: directory.file("folder.json")) }
  }

  @Test("a number with a leading zero is a syntax error at its own line and column")
  func leadingZero() {
    #expect(parseError(#"{"version":01}"#) == "lib.json:1:12: invalid number: leading zero")
    #expect(
      parseError("{\"version\":1,\n \"x\": [0, -00.5]}")
        == "lib.json:2:11: invalid number: leading zero")
    #expect(parseError(#"{"version":1,"folders":[],"x":[0,-0,0.5,0e3,-0.0]}"#) == nil)
  }
}
