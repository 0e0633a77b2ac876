import Foundation

/// Work queued on the main queue and timers, run by the window's loop between events.
///
/// `DispatchQueue.main.async` and `asyncAfter` made in views land here while a window runs, so
/// a replay runs them on its virtual clock (`Sleep`) and a terminal run on real time; without
/// a running window they go to the real main queue.
@MainActor
final class Scheduler {
  /// The scheduler of the window that runs now.
  static var current: Scheduler?

  private struct Job {
    let due: Int
    let order: Int
    let work: @MainActor () -> Void
  }
  private var jobs: [Job] = []
  private var order = 0
  /// Milliseconds since the window started, virtual in replays.
  private(set) var now = 0

  func schedule(after milliseconds: Int, _ work: @escaping @MainActor () -> Void) {
    order += 1
    jobs.append(Job(due: now + max(0, milliseconds), order: order, work: work))
  }

  /// When the next timer is due, for a loop that waits for input meanwhile.
  var nextDue: Int? { jobs.map(\.due).min() }

  /// Moves the clock and runs everything due, in order; returns whether anything ran.
  @discardableResult
  func advance(by milliseconds: Int) -> Bool {
    now += max(0, milliseconds)
    return runDue()
  }

  @discardableResult
  func runDue() -> Bool {
    var ran = false
    while true {
      let due = jobs.filter { $0.due <= now }.min { ($0.due, $0.order) < ($1.due, $1.order) }
      guard let job = due else { return ran }
      jobs.removeAll { $0.order == job.order }
      job.work()
      ran = true
    }
  }
}

extension DispatchQueue {
  /// Runs `work` on the main queue after `deadline`; in a running window, on its clock.
  public func asyncAfter(
    deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    let delay = deadline.uptimeNanoseconds &- DispatchTime.now().uptimeNanoseconds
    let milliseconds = deadline.uptimeNanoseconds > DispatchTime.now().uptimeNanoseconds
      ? Int(delay / 1_000_000) : 0
    if MainQueueMark.isMain(self), Thread.isMainThreadForScheduler {
      MainActor.assumeIsolated {
        if let scheduler = Scheduler.current {
          scheduler.schedule(after: milliseconds) { work() }
          return
        }
        self.asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
      }
      return
    }
    asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
  }

  /// Runs `work` on the main queue soon; in a running window, before the next frame.
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    if MainQueueMark.isMain(self), Thread.isMainThreadForScheduler {
      MainActor.assumeIsolated {
        if let scheduler = Scheduler.current {
          scheduler.schedule(after: 0) { work() }
          return
        }
        self.async(group: nil, qos: .unspecified, flags: [], execute: work)
      }
      return
    }
    async(group: nil, qos: .unspecified, flags: [], execute: work)
  }
}
