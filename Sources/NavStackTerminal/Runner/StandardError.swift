import Glibc

/// Writes to the process's standard error with `write(2)`, whole lines at a time.
///
/// Foundation's `FileHandle` would do the same, but it is the one use that would link all of
/// Foundation (and ICU's data) into a static binary: start-up pays for every byte mapped and
/// every conformance record the runtime scans.
enum StandardError {
  /// Writes `text` in full, retrying after a signal; a failed write is dropped, as there is
  /// nowhere left to report it.
  static func write(_ text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(2, base + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
