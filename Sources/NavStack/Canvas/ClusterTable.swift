import Synchronization

/// Characters of more than one scalar (`e` + U+0301, `❤️`, a flag), each held once, so that
/// a `Cell` can name any character with one number.
///
/// Nearly every cell holds a single scalar and never comes here. A cluster is stored by its
/// exact scalars the first time a cell takes it and keeps its number for the rest of the run;
/// the table grows only with the number of distinct clusters ever drawn, which is small. It is
/// shared by all canvases, which are values that may cross threads, so a mutex guards it.
@usableFromInline
enum ClusterTable {
  /// The first code that names a cluster: one past the last Unicode scalar value.
  @usableFromInline static let firstCode: UInt32 = 0x11_0000

  private struct Storage {
    var codes: [[UInt8]: UInt32] = [:]
    var characters: [Character] = []
  }

  private static let storage = Mutex(Storage())

  /// The code of `character`: its scalar value when it has one scalar.
  static func code(of character: Character) -> UInt32 {
    let scalars = character.unicodeScalars
    if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      return first.value
    }
    let key = Array(character.utf8)
    return storage.withLock { table in
      if let code = table.codes[key] { return code }
      let code = firstCode + UInt32(table.characters.count)
      table.codes[key] = code
      table.characters.append(character)
      return code
    }
  }

  /// The cluster a code at or above `firstCode` names.
  @usableFromInline
  static func character(for code: UInt32) -> Character {
    storage.withLock { table in
      let index = Int(code &- firstCode)
      return table.characters.indices.contains(index) ? table.characters[index] : " "
    }
  }
}
