import Synchronization

/// Warnings made where no window is known (a `Color` read from an asset catalogue while a view
/// is made, on any thread), which the next graph update copies into its window's log, each
/// once.
enum SharedWarnings {
  private static let pending = Mutex<[String]>([])
  /// Whether any wait: read without the lock on every update.
  private static let waiting = Atomic<Bool>(false)

  /// Adds `message` for the next update to log.
  static func add(_ message: String) {
    pending.withLock { $0.append(message) }
    waiting.store(true, ordering: .releasing)
  }

  /// Takes the messages waiting; none costs one atomic read.
  static func take() -> [String] {
    guard waiting.load(ordering: .acquiring) else { return [] }
    return pending.withLock { list in
      waiting.store(false, ordering: .releasing)
      defer { list.removeAll() }
      return list
    }
  }
}
