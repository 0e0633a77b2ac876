import Dispatch

/// Tells the main queue apart: on Linux `DispatchQueue.main` makes a new wrapper object on
/// each use, so `queue === DispatchQueue.main` is false even for the main queue.
enum MainQueueMark {
  private static let key = DispatchSpecificKey<Bool>()
  private static let installed: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// Whether `queue` is the main queue.
  static func isMain(_ queue: DispatchQueue) -> Bool {
    _ = installed
    return queue.getSpecific(key: key) ?? false
  }
}
