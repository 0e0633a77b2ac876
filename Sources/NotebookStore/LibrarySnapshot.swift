/// A library's contents at one moment, as a value: what a save writes on its own thread while
/// the library goes on changing on the main one.
///
/// Every part is a copy-on-write value, so taking one costs a few retains; the first later
/// change to a folder copies that folder's slots (4 bytes an item) and edited items once.
struct LibrarySnapshot: Sendable {
  /// The loaded file's bytes, which unchanged stretches are copied from.
  let source: [UInt8]
  let layout: DocumentLayout?
  let scanned: ScannedItems
  let folders: [FolderState]
}

extension Library {
  /// The contents now, to be encoded elsewhere.
  func snapshot() -> LibrarySnapshot {
    LibrarySnapshot(source: source, layout: layout, scanned: scanned, folders: folders)
  }

  /// The file's bytes as stretches of the loaded file and new bytes.
  func encodedChunks() -> [ChunkedOutput.Chunk] {
    snapshot().encodedChunks()
  }
}
