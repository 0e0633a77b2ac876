import Foundation

extension Thread {
  /// Whether the caller runs where the main actor runs: the main thread, or the main queue.
  ///
  /// On Linux, once `dispatch_main()` has parked the main thread (test runners do this), a
  /// worker thread drains the main queue, so main-actor code runs off the main thread; the
  /// queue's mark tells it apart from other threads.
  static var isMainThreadForScheduler: Bool {
    Thread.isMainThread || MainQueueMark.isOnMainQueue
  }
}

/// A value set on the main queue, read back only by code that runs on it.
enum MainQueueMark {
  private static let key = DispatchSpecificKey<Bool>()
  private static let installed: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// Whether `queue` is the main queue; `DispatchQueue.main` makes a new wrapper object on
  /// each use on Linux, so `===` cannot tell.
  static func isMain(_ queue: DispatchQueue) -> Bool {
    _ = installed
    return queue.getSpecific(key: key) ?? false
  }

  static var isOnMainQueue: Bool {
    _ = installed
    return DispatchQueue.getSpecific(key: key) ?? false
  }
}
