import Glibc

/// The one name pattern of a save's temporary file: `.NAME.tmp-PID-HEX` beside `NAME`.
///
/// Hidden, tied to the library's name, and carrying the writer's process id, so that a person
/// listing the folder, and the cleanup at the next start, can tell what it is and whose.
enum TemporaryName {
  /// A fresh temporary name for the library file called `name`, for this process.
  static func make(for name: String) -> String {
    let suffix = String(UInt32.random(in: .min ... .max), radix: 16)
    return ".\(name).tmp-\(getpid())-\(suffix)"
  }

  /// The writer's process id when `candidate` is a temporary of the library `name`; else nil.
  static func owner(of candidate: String, for name: String) -> Int32? {
    let prefix = ".\(name).tmp-"
    guard candidate.hasPrefix(prefix) else { return nil }
    let rest = candidate.dropFirst(prefix.count).split(
      separator: "-", omittingEmptySubsequences: false)
    guard rest.count == 2, let pid = Int32(rest[0]), pid > 0, !rest[1].isEmpty,
      rest[1].allSatisfy(\.isHexDigit)
    else { return nil }
    return pid
  }
}
