import NavStack

/// How a replay ended.
public enum ReplayOutcome: Hashable, Sendable {
  /// Every expectation and snapshot held.
  case passed
  /// A check failed: the message names the script line and shows the screen or a diff.
  case failed(String)
  /// A file the replay needs could not be read or written (a snapshot, its folder): nothing
  /// was checked, so this is an error of the data, not a failed check.
  case error(String)

  /// The process exit status for this outcome: 0 passed, 1 failed, 2 an error.
  ///
  /// Script errors, found before any replay, are 2 too (`ScriptErrors.exitStatus`), as SPEC
  /// §6 says of every data error.
  public var exitStatus: Int32 {
    switch self {
    case .passed: return 0
    case .failed: return 1
    case .error: return 2
    }
  }

  /// The message of a failure or an error, or nil when the replay passed.
  public var failureMessage: String? {
    switch self {
    case .passed: return nil
    case .failed(let message), .error(let message): return message
    }
  }
}
