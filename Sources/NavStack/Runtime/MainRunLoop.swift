import CMainQueue
import FoundationEssentials
import Glibc

/// The main run loop, as far as a window needs one: a turn runs the work queued on the main
/// dispatch queue (`Task { @MainActor in }`, `DispatchQueue.main.async` outside a window).
///
/// It stands in, inside this module, for Foundation's `RunLoop`, whose one use here is that
/// turn. Linking Foundation for it would bring all of Foundation and ICU's data into a static
/// binary: tens of megabytes to map, and over a thousand more protocol conformance records that
/// the Swift runtime scans on each first dynamic cast while the first frame is built. The
/// turn calls the hook libdispatch gives run loops, as Foundation's does.
struct RunLoop: Sendable {
  /// The run loop modes; a window runs only the default one.
  enum Mode: Sendable {
    /// The mode the main queue's work runs in.
    case `default`
  }

  /// The main thread's run loop.
  static let main = RunLoop()

  /// Runs the work queued on the main queue so far, on the main thread; returns whether it ran.
  ///
  /// It never waits: the window only asks for a turn that ends at once (a `limit` already
  /// past), so `limit` is not read. Work queued by that work runs on the next turn, as with
  /// Foundation's run loop.
  @discardableResult
  func run(mode: Mode, before limit: Date) -> Bool {
    guard Thread.isMainThread else { return false }
    _dispatch_main_queue_callback_4CF(nil)
    return true
  }
}

/// The two questions the runtime asks of threads, without Foundation's `Thread` (see `RunLoop`).
enum Thread {
  /// Whether the caller runs on the process's main thread.
  static var isMainThread: Bool { cmq_is_main_thread() }

  /// Blocks the calling thread for `interval` seconds (none when it is not positive).
  static func sleep(forTimeInterval interval: Double) {
    guard interval > 0 else { return }
    let whole = interval.rounded(.down)
    var wait = timespec(tv_sec: Int(whole), tv_nsec: Int((interval - whole) * 1_000_000_000))
    var left = timespec()
    while nanosleep(&wait, &left) != 0 && errno == EINTR { wait = left }
  }
}
