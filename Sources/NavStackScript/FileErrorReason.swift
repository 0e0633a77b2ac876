import FoundationEssentials
import Glibc
import NavStack

/// Why a file operation failed, as the system says it (`No such file or directory`), and the
/// file it failed on: what a message to the user needs, never an error's raw description.
///
/// FoundationEssentials throws `CocoaError`s that carry the system's error underneath, but
/// their `localizedDescription` lives in Foundation proper, which the runtime does not link
/// (see `MainQueue`), and their description is Swift's dump of the value
/// (`CocoaError(code: …rawValue: 512…)`). The system's message is also the more precise.
package enum FileErrorReason {
  /// The reason in words: the message of the POSIX error under `error`, else what its Cocoa
  /// code says, else its description (each error type of ours describes itself in words).
  package static func of(_ error: any Error) -> String {
    if let posix = error as? POSIXError { return message(posix) }
    if let cocoa = error as? CocoaError {
      if let posix = cocoa.underlying as? POSIXError { return message(posix) }
      return reason(cocoa.code)
    }
    return String(describing: error)
  }

  /// The file `error` is about, when it names one, as FoundationEssentials' errors do.
  package static func path(of error: any Error) -> String? {
    (error as? CocoaError)?.filePath
  }

  private static func message(_ error: POSIXError) -> String {
    String(cString: strerror(error.code.rawValue))
  }

  /// What a Cocoa file error's code means, for one without a system error under it.
  private static func reason(_ code: CocoaError.Code) -> String {
    switch code {
    case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
    case .fileReadNoPermission, .fileWriteNoPermission: return String(cString: strerror(EACCES))
    case .fileWriteFileExists: return String(cString: strerror(EEXIST))
    case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
    case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
    case .fileReadTooLarge: return String(cString: strerror(EFBIG))
    case .fileReadCorruptFile: return "the file's contents are not what was expected"
    case .fileReadInapplicableStringEncoding: return "the file is not text in the expected encoding"
    case .fileReadUnknown: return "the file could not be read, for a reason the system did not give"
    case .fileWriteUnknown:
      return "the file could not be written, for a reason the system did not give"
    default: return "the file operation failed (error \(code.rawValue))"
    }
  }
}
