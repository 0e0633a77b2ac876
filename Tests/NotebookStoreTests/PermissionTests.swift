import Glibc
import Testing

@testable import NotebookStore

/// A library whose file says "do not replace me" is opened read-only and never renamed over;
/// a save keeps the owner, group, mode and extended attributes (issue: nothing overwritten).
///
/// These run as root, which bypasses mode bits: the cases an ordinary user meets (a file of
/// another user, a group not theirs) are run as an unprivileged user in the end-to-end tests.
@Suite("Permissions")
struct PermissionTests {
  /// A library in a fresh folder, edited in memory, and its original bytes.
  private func edited(
    _ directory: TemporaryDirectory
  ) throws -> (path: String, library: Library, before: [UInt8]?) {
    let path = directory.file("lib.json")
    writeFile(path, sampleDocument)
    let library = try LibraryStore.load(from: path)
    library.renameFolder(at: 0, to: "Changed")
    return (path, library, readFile(path))
  }

  @Test("a file with no write bit is read-only, even for root, and a save is refused")
  func modeWithoutWriteBits() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (path, library, before) = try edited(directory)
    chmod(path, 0o444)
    #expect(LibraryStore.readOnlyReason(for: path) == "the file is not writable (mode 0444)")
    #expect(
      throws: LibraryError(path: path, reason: "cannot save: the file is not writable (mode 0444)")
    ) { try LibraryStore.save(library, to: path) }
    #expect(readFile(path) == before)
    #expect(directory.names() == ["lib.json"])
  }

  @Test("an immutable file (chattr +i) is read-only and a save is refused")
  func immutable() throws {
    let directory = try TemporaryDirectory()
    let (path, library, before) = try edited(directory)
    defer {
      _ = Shell.run("chattr -i '\(path)'")
      directory.remove()
    }
    guard Shell.run("chattr +i '\(path)' 2>/dev/null") == 0 else {
      print("skipped: chattr +i is not possible here (no CAP_LINUX_IMMUTABLE or no ext4)")
      return
    }
    #expect(LibraryStore.readOnlyReason(for: path) == "the file is immutable (chattr +i)")
    #expect(throws: LibraryError.self) { try LibraryStore.save(library, to: path) }
    #expect(readFile(path) == before)
    #expect(directory.names() == ["lib.json"])
  }

  @Test("a hard-linked file is read-only: a save would break the link, so it is refused")
  func hardLink() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (path, library, before) = try edited(directory)
    let other = directory.file("other.json")
    #expect(link(path, other) == 0)
    let reason = "the file has 2 hard links, which a save would break"
    #expect(LibraryStore.readOnlyReason(for: path) == reason)
    #expect(throws: LibraryError(path: path, reason: "cannot save: \(reason)")) {
      try LibraryStore.save(library, to: path)
    }
    var first = stat()
    var second = stat()
    #expect(stat(path, &first) == 0 && stat(other, &second) == 0)
    #expect(first.st_ino == second.st_ino && first.st_nlink == 2, "the link was broken")
    #expect(readFile(path) == before)
  }

  @Test("a save keeps the owner, group, mode and extended attributes of the file it replaces")
  func keepsOwnership() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (path, library, _) = try edited(directory)
    #expect(chown(path, 65534, 65534) == 0)
    #expect(chmod(path, 0o640) == 0)
    let calls = try #require(XattrCalls.shared)
    let fd = open(path, O_RDONLY)
    let attributes = calls.set(fd, "user.navstack", "kept", 4, 0) == 0
    close(fd)
    if !attributes { print("extended attributes not checked: this file system refuses them") }
    #expect(LibraryStore.readOnlyReason(for: path) == nil)
    try LibraryStore.save(library, to: path)
    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_uid == 65534 && info.st_gid == 65534, "owner \(info.st_uid):\(info.st_gid)")
    #expect(info.st_mode & 0o7777 == 0o640)
    if attributes {
      var value = [UInt8](repeating: 0, count: 16)
      let count = calls.get(path, "user.navstack", &value, value.count)
      #expect(count == 4 && Array(value.prefix(4)) == Array("kept".utf8))
    }
    #expect(try LibraryStore.load(from: path).folderName(at: 0) == "Changed")
    #expect(directory.names() == ["lib.json"])
  }

  @Test("a new library gets the usual mode, and a folder one cannot write makes it read-only")
  func newFileAndFolder() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("new.json")
    #expect(LibraryStore.readOnlyReason(for: path) == nil)
    try LibraryStore.save(try parse(sampleDocument), to: path)
    var info = stat()
    #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o644 & ~currentUmask())
    let missing = directory.file("nowhere/lib.json")
    #expect(
      LibraryStore.readOnlyReason(for: missing)?.hasPrefix("its folder is not writable") == true)
  }

  private func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }
}

/// Runs a shell command line; its exit status.
enum Shell {
  static func run(_ command: String) -> Int32 {
    var pid: pid_t = 0
    let arguments = ["/bin/sh", "-c", command]
    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    guard posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }
}
