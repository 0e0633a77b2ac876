/// The bytes of a library about to be written: stretches of the loaded file and new bytes.
///
/// A stretch is only a range, so an unchanged million-item folder costs one entry, not a copy;
/// adjacent stretches merge, which is what makes an unedited library a single range. Saving
/// writes the stretches straight from the loaded buffer, never building the whole file twice.
struct ChunkedOutput {
  enum Chunk: Equatable {
    case source(Range<Int>)
    case bytes([UInt8])
  }

  private(set) var chunks: [Chunk] = []
  /// New bytes not yet closed off into a chunk.
  var pending: [UInt8] = []

  /// Appends a stretch of the loaded file.
  mutating func copy(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    flush()
    if case .source(let last)? = chunks.last, last.upperBound == range.lowerBound {
      chunks[chunks.count - 1] = .source(last.lowerBound..<range.upperBound)
    } else {
      chunks.append(.source(range))
    }
  }

  mutating func append(_ byte: UInt8) {
    pending.append(byte)
  }

  mutating func append(_ text: StaticString) {
    pending.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  mutating func append(_ bytes: [UInt8]) {
    pending.append(contentsOf: bytes)
  }

  /// The chunks, with any pending bytes closed off.
  mutating func finish() -> [Chunk] {
    flush()
    return chunks
  }

  private mutating func flush() {
    guard !pending.isEmpty else { return }
    chunks.append(.bytes(pending))
    pending = []
  }

  /// The chunks joined into one buffer.
  static func join(_ chunks: [Chunk], source: [UInt8]) -> [UInt8] {
    var total = 0
    for chunk in chunks {
      switch chunk {
      case .source(let range): total += range.count
      case .bytes(let bytes): total += bytes.count
      }
    }
    var result: [UInt8] = []
    result.reserveCapacity(total)
    for chunk in chunks {
      switch chunk {
      case .source(let range): result.append(contentsOf: source[range])
      case .bytes(let bytes): result.append(contentsOf: bytes)
      }
    }
    return result
  }
}
