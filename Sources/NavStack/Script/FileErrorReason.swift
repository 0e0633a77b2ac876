import FoundationEssentials
import Glibc

/// Why a file operation failed, as the system says it: `No such file or directory`.
///
/// FoundationEssentials throws `CocoaError`s that carry the system's error underneath, but
/// their `localizedDescription` lives in Foundation proper, which the runtime does not link
/// (see `MainQueue`). The system's message is also the more precise of the two.
enum FileErrorReason {
  /// The message of the POSIX error under `error`, or the error's own description.
  static func of(_ error: any Error) -> String {
    if let posix = error as? POSIXError { return message(posix) }
    if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
      return message(posix)
    }
    return String(describing: error)
  }

  private static func message(_ error: POSIXError) -> String {
    String(cString: strerror(error.code.rawValue))
  }
}
