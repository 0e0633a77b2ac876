import Glibc

/// Reading and writing library files (SPEC §5).
///
/// Loading reads the file into one buffer and validates it in one pass; the library then reads
/// names and items from that buffer as they are asked for (see `Library`). Saving writes the
/// file atomically (see `AtomicFile`), copying unchanged stretches of the loaded buffer.
public enum LibraryStore {
  /// The largest library accepted, 2 GiB: offsets are stored in 32 bits, and a bound keeps a
  /// wrong `--data` from filling memory.
  public static let maxSize = 1 << 31

  /// Reads and validates the library at `path`: a regular file (or a link to one) of at most
  /// `maxSize` bytes; anything else is refused before it is read.
  ///
  /// A file whose first byte after white space cannot start a library is refused there, with
  /// the error a whole read would give: a 2 GiB file of zeros costs a read of 64 KiB, not 2 GB
  /// of memory and seconds of reading.
  public static func load(from path: String) throws(LibraryError) -> Library {
    let (bytes, identity) = try FileIO.readWithIdentity(path, limit: maxSize) {
      start throws(LibraryError) in try startsLikeALibrary(start, path: path)
    }
    let library = try parse(bytes, path: path)
    library.fileIdentity = identity
    return library
  }

  /// Whether `start`, the beginning of a file, shows a library's `{` after its white space.
  ///
  /// False while it holds nothing else yet (a byte order mark, white space). Any other byte
  /// throws the error the whole file's parse would.
  private static func startsLikeALibrary(
    _ start: UnsafeBufferPointer<UInt8>, path: String
  ) throws(LibraryError) -> Bool {
    var scanner = JSONScanner(start, at: hasByteOrderMark(start) ? 3 : 0)
    scanner.skipWhitespace()
    if scanner.atEnd { return false }
    if scanner.current == UInt8(ascii: "{") { return true }
    _ = try parse(Array(start), path: path)
    return true
  }

  private static func hasByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }

  /// Validates `bytes` as a library file; `path` names it in errors.
  public static func parse(_ bytes: [UInt8], path: String) throws(LibraryError) -> Library {
    guard bytes.count <= maxSize else {
      throw LibraryError(path: path, reason: FileKind.tooLarge(bytes.count, limit: maxSize))
    }
    let parsed = bytes.withUnsafeBufferPointer {
      buffer -> Result<(DocumentLayout, ScannedItems), LibraryError> in
      if isBlank(buffer) { return .failure(LibraryError(path: path, reason: "file is empty")) }
      do throws(ScanFailure) {
        return .success(try DocumentParser.parse(buffer))
      } catch {
        return .failure(TextPosition.error(error, in: buffer, path: path))
      }
    }
    let (layout, scanned) = try parsed.get()
    return Library(source: bytes, layout: layout, scanned: scanned)
  }

  /// The library's file contents.
  public static func encode(_ library: Library) -> [UInt8] {
    ChunkedOutput.join(library.encodedChunks(), source: library.source)
  }

  /// Atomic: temp file in the same folder, write, fsync file, rename over, fsync folder.
  ///
  /// On failure the file at `path` is untouched, the temporary file is removed, and the error's
  /// reason is the system's (`strerror`), e.g. "cannot save (writing): No space left on device".
  ///
  /// Returns what the file is on disk now, for the next save to compare (`FileIdentity`).
  @discardableResult
  public static func save(_ library: Library, to path: String) throws(LibraryError)
    -> FileIdentity?
  {
    try save(library.snapshot(), to: path)
  }

  /// Writes a snapshot as `save(_:to:)` writes a library, on whatever thread calls it.
  @discardableResult
  static func save(_ snapshot: LibrarySnapshot, to path: String) throws(LibraryError)
    -> FileIdentity?
  {
    try AtomicFile(path: path).replace(with: snapshot.encodedChunks(), source: snapshot.source)
  }

  /// Why the library at `path` must be opened read-only, or nil when a save may replace it.
  ///
  /// The file's mode, owner, group, immutable attribute and hard links, and its folder, are
  /// what decide: see `WriteAccess`. A symbolic link is judged by the file it names.
  public static func readOnlyReason(for path: String) -> String? {
    WriteAccess.refusal(for: AtomicFile(path: path).resolvedTarget, checkingFolder: true)
  }

  /// Removes the temporary files that unfinished saves left beside the library at `path`,
  /// never one still being written; returns one line per file, for the log.
  ///
  /// With `keepingRecoverable`, a leftover that is a complete library newer than the file is
  /// kept and returned, to be offered to the user, instead of removed.
  public static func cleanLeftoverTemporaries(
    besides path: String, keepingRecoverable: Bool = false
  ) -> (lines: [String], recoverable: RecoverableSave?) {
    LeftoverTemporaries.clean(besides: path, keepingRecoverable: keepingRecoverable)
  }

  /// Puts a killed save's complete file in place of the library at `path`, as the save would
  /// have; refused, with the file left, when the library may not be replaced.
  ///
  /// The save may have died before it gave its file the library's owner, group and mode (it
  /// is made 0600): they are given now, as the save would have.
  public static func recover(_ save: RecoverableSave, into path: String) throws(LibraryError) {
    let file = AtomicFile(path: path)
    if let reason = WriteAccess.refusal(for: file.resolvedTarget, checkingFolder: true) {
      throw LibraryError(path: path, reason: "cannot recover: \(reason)")
    }
    let fd = open(save.path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      throw LibraryError(path: save.path, reason: "cannot recover: \(FileIO.message(errno))")
    }
    // Taken without waiting: a save that holds it is alive, and its file is not a leftover.
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      close(fd)
      throw LibraryError(path: save.path, reason: "cannot recover: a save is writing it")
    }
    let target = file.resolvedTarget
    var info = stat()
    let (code, stage) = file.adopt(stat(target, &info) == 0 ? info : nil, of: target, into: fd)
    guard code == 0 else {
      close(fd)
      throw LibraryError(
        path: path, reason: "cannot recover (\(stage)): \(FileIO.message(code))")
    }
    try file.commit(AtomicFile.Temporary(path: save.path, fd: fd))
  }

  /// Whether the bytes hold nothing but whitespace and perhaps a byte order mark.
  private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var scanner = JSONScanner(bytes, at: hasByteOrderMark(bytes) ? 3 : 0)
    scanner.skipWhitespace()
    return scanner.atEnd
  }
}
