import FoundationEssentials
import Glibc

/// Which library a draft or a last path belongs to: the library file's real path.
///
/// Symbolic links and `.`/`..` are resolved, so two names of one file share their state, and
/// two files never do. The hash names that library's draft file; it is FNV-1a, stable from run
/// to run, where Swift's `Hasher` is seeded afresh in every process.
public struct LibraryKey: Hashable, Sendable {
  /// The real path, or the path made absolute when it cannot be resolved (not created yet).
  public let realPath: String

  /// The key of the library at `path`.
  public init(path: String) {
    if let resolved = realpath(path, nil) {
      realPath = String(cString: resolved)
      free(resolved)
    } else {
      realPath = URL(fileURLWithPath: path).standardizedFileURL.path
    }
  }

  /// 16 hex digits: the 64-bit FNV-1a hash of the real path's bytes.
  public var hash: String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in realPath.utf8 {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
