/// Finds an id that two folders of a library, or two items of one folder, share.
///
/// The app finds folders and items by id: with two alike, a rename or a delete meant for the
/// second lands on the first. So a repeated id makes a file malformed, and the check must cost
/// little beside the one pass that loads a million items: each id is hashed from its bytes
/// where it lies (8 bytes a hash, nothing decoded), alike hashes are brought together
/// (`repeatedValues`), and only ids whose hash repeats are decoded and compared, in a second
/// walk that runs only then. Ids are compared as strings, so `"a"` and `"\u0061"` are the
/// same id.
struct RepeatedIDs {
  private var hashes: [UInt64] = []

  /// Room for the ids a document of `size` bytes can hold, so that the hashes are never
  /// copied as they grow: an item takes at least 20 bytes, and pages of the room no id
  /// reaches are never touched, so never take memory.
  init(documentSize size: Int = 0) {
    hashes.reserveCapacity(size / 20)
  }

  /// Notes the next id, whose contents lie in `token`.
  @inline(__always)
  mutating func add(_ token: JSONScanner.StringToken, in bytes: UnsafeBufferPointer<UInt8>) {
    hashes.append(Self.hash(token, in: bytes))
  }

  /// The first id, in the order added, that an earlier one has too: the index of both.
  ///
  /// Nil when every id differs. `token(i)` gives the `i`th id's place again, for the few whose
  /// hash repeats. Forgets the ids added, ready for the next folder.
  mutating func firstRepeat(
    in bytes: UnsafeBufferPointer<UInt8>, token: (Int) -> JSONScanner.StringToken
  ) -> (first: Int, second: Int)? {
    defer { hashes.removeAll(keepingCapacity: true) }
    guard hashes.count > 1 else { return nil }
    let repeated = Self.repeatedValues(&hashes)
    guard !repeated.isEmpty else { return nil }
    var seen: [String: Int] = [:]
    for index in 0..<hashes.count {
      let id = token(index)
      guard repeated.contains(Self.hash(id, in: bytes)) else { continue }
      let text = JSONString.decode(bytes, id.start, id.end, escaped: id.escaped)
      if let first = seen[text] { return (first, index) }
      seen[text] = index
    }
    return nil
  }

  /// The values that occur more than once.
  ///
  /// The values are sorted in place, no second buffer (a million hashes are 8 MB, and a load
  /// must stay near the file's own size): an American flag sort on the top byte, one counting
  /// pass and then each value swapped into its bucket, whose 256 write positions the cache
  /// holds; each bucket again on the next byte; then the few values left together are sorted
  /// by insertion. For a million, the standard library's sort took ten times as long; for a
  /// few thousand it is the quicker.
  private static func repeatedValues(_ values: inout [UInt64]) -> Set<UInt64> {
    var repeated: Set<UInt64> = []
    values.withUnsafeMutableBufferPointer { values in
      func collect(_ group: UnsafeMutableBufferPointer<UInt64>) {
        if group.count > 32 {
          var group = group
          group.sort()
        } else {
          insertionSort(group)
        }
        for index in group.indices.dropFirst() where group[index] == group[index - 1] {
          repeated.insert(group[index])
        }
      }
      guard values.count > smallCount else { return collect(values) }
      bucketByByte(values, shift: 56) { bucket in
        if bucket.count <= smallCount / 64 { return collect(bucket) }
        bucketByByte(bucket, shift: 48, collect)
      }
    }
    return repeated
  }

  /// Below this many values the standard library's sort is the quicker.
  private static let smallCount = 16_384

  /// Reorders `values` in place so that those alike in the byte at `shift` lie together, and
  /// hands each such bucket to `body`, in order.
  private static func bucketByByte(
    _ values: UnsafeMutableBufferPointer<UInt64>, shift: UInt64,
    _ body: (UnsafeMutableBufferPointer<UInt64>) -> Void
  ) {
    var ends = [Int](repeating: 0, count: 257)
    var next = [Int](repeating: 0, count: 256)
    ends.withUnsafeMutableBufferPointer { ends in
      next.withUnsafeMutableBufferPointer { next in
        for value in values { ends[Int((value >> shift) & 0xFF) + 1] += 1 }
        for digit in 1...256 { ends[digit] += ends[digit - 1] }
        // `next[d]`: where bucket d's next value goes; every place before it holds one of d's.
        for digit in 0..<256 { next[digit] = ends[digit] }
        for digit in 0..<256 {
          let end = ends[digit + 1]
          while next[digit] < end {
            let home = Int((values[next[digit]] >> shift) & 0xFF)
            if home == digit {
              next[digit] += 1
            } else {
              values.swapAt(next[digit], next[home])
              next[home] += 1
            }
          }
        }
      }
    }
    for digit in 0..<256 where ends[digit + 1] - ends[digit] > 0 {
      body(UnsafeMutableBufferPointer(rebasing: values[ends[digit]..<ends[digit + 1]]))
    }
  }

  private static func insertionSort(_ values: UnsafeMutableBufferPointer<UInt64>) {
    guard values.count > 1 else { return }
    for index in 1..<values.count {
      let value = values[index]
      var place = index
      while place > 0 && values[place - 1] > value {
        values[place] = values[place - 1]
        place -= 1
      }
      values[place] = value
    }
  }

  /// A 64-bit hash of the string's value: of its bytes, or of its decoded bytes when it holds
  /// escapes, so that two spellings of one id hash alike.
  @inline(__always)
  static func hash(_ token: JSONScanner.StringToken, in bytes: UnsafeBufferPointer<UInt8>)
    -> UInt64
  {
    guard token.escaped else {
      return hash(bytes, token.start..<token.end, readable: bytes.count)
    }
    var decoded = JSONString.decode(bytes, token.start, token.end, escaped: true)
    return decoded.withUTF8 { hash($0, 0..<$0.count, readable: $0.count) }
  }

  /// Eight bytes at a time, each word mixed in with a multiply and a shift.
  ///
  /// The whole is finished by one more: enough to spread ids that differ in one character.
  /// The last word is read whole, its extra bytes shifted or masked off, from wherever eight
  /// bytes are `readable`: most ids are shorter than eight bytes.
  @inline(__always)
  private static func hash(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, readable: Int
  ) -> UInt64 {
    var value: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(range.count)
    guard let base = bytes.baseAddress, !range.isEmpty else { return finish(value) }
    let raw = UnsafeRawPointer(base)
    func word(at offset: Int) -> UInt64 {
      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    var offset = range.lowerBound
    while offset + 8 <= range.upperBound {
      value = (value ^ word(at: offset)) &* 0xBF58_476D_1CE4_E5B9
      value ^= value >> 29
      offset += 8
    }
    let count = range.upperBound - offset
    guard count > 0 else { return finish(value) }
    var last: UInt64 = 0
    if offset + 8 <= readable {
      last = word(at: offset) & ((1 << UInt64(8 * count)) - 1)
    } else if range.upperBound >= 8 {
      last = word(at: range.upperBound - 8) >> UInt64(8 * (8 - count))
    } else {
      for index in (offset..<range.upperBound).reversed() {
        last = last << 8 | UInt64(bytes[index])
      }
    }
    return finish((value ^ last) &* 0xBF58_476D_1CE4_E5B9)
  }

  /// Spreads every bit of `value` into the top bits, which `repeatedValues` sorts by.
  @inline(__always)
  private static func finish(_ value: UInt64) -> UInt64 {
    let value = (value ^ (value >> 29)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 32)
  }
}
