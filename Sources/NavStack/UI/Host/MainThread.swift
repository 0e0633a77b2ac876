import Foundation

extension Thread {
  /// Whether the caller runs on the main thread, where the window's loop runs.
  static var isMainThreadForScheduler: Bool { Thread.isMainThread }
}
