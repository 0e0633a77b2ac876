/// Byte scans that let plain ASCII text skip grapheme-by-grapheme work.
///
/// Nearly all text a frame draws (titles, labels, key names, rows) is ASCII. Reading the
/// UTF-8 bytes in place takes a few instructions a byte; iterating the `UTF8View` or the
/// `Character`s costs several times that, and these checks run for every row of every frame.
extension StringProtocol {
  /// Whether every byte is below `0x80`.
  var isASCII: Bool {
    allUTF8 { $0 < 0x80 }
  }

  /// Whether every byte is printable ASCII (U+0020–U+007E): such text is safe as it is, and
  /// each byte is one character one cell wide.
  var isPrintableASCII: Bool {
    allUTF8 { $0 >= 0x20 && $0 < 0x7F }
  }

  @inline(__always)
  private func allUTF8(_ predicate: (UInt8) -> Bool) -> Bool {
    let scanned = utf8.withContiguousStorageIfAvailable { bytes in
      for byte in bytes where !predicate(byte) { return false }
      return true
    }
    return scanned ?? utf8.allSatisfy(predicate)
  }
}
