extension JSONScanner {
  /// A member name read by `nextKey`: its string and where its opening quote is.
  struct Key {
    var name: StringToken
    var quote: Int { name.start - 1 }
  }

  /// Moves to the next member of an object whose `{` has been consumed, past its `:`.
  ///
  /// Returns nil, with the closing `}` consumed, when the object ends.
  mutating func nextKey(first: Bool) throws(ScanFailure) -> Key? {
    skipWhitespace()
    if current == UInt8(ascii: "}") && !atEnd {
      index += 1
      return nil
    }
    if !first {
      guard current == UInt8(ascii: ","), !atEnd else { throw failure(expected: "',' or '}'") }
      index += 1
      skipWhitespace()
    }
    guard current == UInt8(ascii: "\""), !atEnd else {
      throw failure(expected: first ? "a field name or '}'" : "a field name")
    }
    let name = try scanString()
    skipWhitespace()
    guard current == UInt8(ascii: ":"), !atEnd else { throw failure(expected: "':'") }
    index += 1
    skipWhitespace()
    return Key(name: name)
  }

  /// Moves past the separator after an array element; returns false at the closing `]`.
  mutating func nextElement() throws(ScanFailure) -> Bool {
    skipWhitespace()
    guard !atEnd else { throw failure(expected: "',' or ']'") }
    if current == UInt8(ascii: "]") {
      index += 1
      return false
    }
    guard current == UInt8(ascii: ",") else { throw failure(expected: "',' or ']'") }
    index += 1
    skipWhitespace()
    return true
  }

  /// Opens the array at the cursor; returns false (with `]` consumed) if it is empty.
  mutating func openArray(depth: Int) throws(ScanFailure) -> Bool {
    try checkDepth(depth)
    index += 1
    skipWhitespace()
    if current == UInt8(ascii: "]") && !atEnd {
      index += 1
      return false
    }
    return true
  }

  func checkDepth(_ depth: Int) throws(ScanFailure) {
    if depth > Self.maxDepth {
      throw ScanFailure(offset: index, reason: "nesting deeper than \(Self.maxDepth) levels")
    }
  }

  /// Validates and skips any value at the cursor.
  ///
  /// `depth` is the nesting depth of the container holding the value. Nested containers are
  /// tracked on an explicit stack (true for an object), never by recursion.
  mutating func skipValue(depth: Int) throws(ScanFailure) {
    var stack: [Bool] = []
    while true {
      skipWhitespace()
      var opened = false
      switch current {
      case _ where atEnd:
        throw failure(expected: "a value")
      case UInt8(ascii: "{"):
        try checkDepth(depth + stack.count + 1)
        index += 1
        if try nextKey(first: true) != nil {
          stack.append(true)
          opened = true
        }
      case UInt8(ascii: "["):
        if try openArray(depth: depth + stack.count + 1) {
          stack.append(false)
          opened = true
        }
      case UInt8(ascii: "\""):
        _ = try scanString()
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        _ = try scanNumber()
      default:
        _ = try scanLiteral()
      }
      if opened { continue }
      // A value is complete: close every container that ends here.
      while let isObject = stack.last {
        if isObject {
          if try nextKey(first: false) != nil { break }
        } else {
          if try nextElement() { break }
        }
        stack.removeLast()
      }
      if stack.isEmpty { return }
    }
  }
}
