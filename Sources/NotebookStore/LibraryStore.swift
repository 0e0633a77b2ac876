/// Reading and writing library files (SPEC §5).
///
/// Loading reads the file into one buffer and validates it in one pass; the library then reads
/// names and items from that buffer as they are asked for (see `Library`). Saving writes the
/// file atomically (see `AtomicFile`), copying unchanged stretches of the loaded buffer.
public enum LibraryStore {
  /// The largest file accepted: offsets are stored in 32 bits.
  static let maxSize = Int(UInt32.max)

  public static func load(from path: String) throws(LibraryError) -> Library {
    try parse(FileIO.readAll(path), path: path)
  }

  /// Validates `bytes` as a library file; `path` names it in errors.
  public static func parse(_ bytes: [UInt8], path: String) throws(LibraryError) -> Library {
    guard bytes.count <= maxSize else {
      throw LibraryError(
        path: path, reason: "file too large (\(bytes.count) bytes; at most \(maxSize))")
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
  public static func save(_ library: Library, to path: String) throws(LibraryError) {
    try AtomicFile(path: path).replace(with: library.encodedChunks(), source: library.source)
  }

  /// Whether the bytes hold nothing but whitespace and perhaps a byte order mark.
  private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var start = 0
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { start = 3 }
    var scanner = JSONScanner(bytes, at: start)
    scanner.skipWhitespace()
    return scanner.atEnd
  }
}
