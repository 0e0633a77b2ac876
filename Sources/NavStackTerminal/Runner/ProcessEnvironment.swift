import Glibc

/// The process's environment variables, read from the C library's `environ`.
///
/// What `ProcessInfo.processInfo.environment` gives (an entry without `=` is skipped, a name
/// given twice keeps its last value), read directly: `ProcessInfo` sets up its shared instance
/// and a lock on first use, a cost every start paid before the first frame.
enum ProcessEnvironment {
  /// Every variable, by name.
  static func current() -> [String: String] {
    var variables: [String: String] = [:]
    // `environ` is null only after `clearenv()`; as an optional, null is nil.
    let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
    guard var entry = table else { return variables }
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return variables
  }
}
