import CMainQueue

/// The main dispatch queue's work, run by the window between events: `Task { @MainActor in }`
/// and `DispatchQueue.main.async` from a view.
///
/// Foundation's `RunLoop` would do it by calling the hook libdispatch gives run loops; this
/// calls the hook itself. Linking Foundation for that one call would bring all of Foundation
/// and ICU's data into the static binary: tens of megabytes to map, and over a thousand more
/// protocol conformance records that the Swift runtime scans on each first dynamic cast while
/// the first frame is built.
enum MainQueue {
  /// Whether the caller runs on the process's main thread.
  static var isMainThread: Bool { cmq_is_main_thread() }

  /// Runs the work queued on the main queue so far, when called on the main thread.
  ///
  /// Work queued by that work runs on the next call. Returns whether it ran.
  @discardableResult
  static func drain() -> Bool {
    guard isMainThread else { return false }
    _dispatch_main_queue_callback_4CF(nil)
    return true
  }
}
