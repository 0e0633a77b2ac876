import Dispatch
import FoundationEssentials
import Synchronization

/// Work queued on the main queue and timers, run by the window between events.
///
/// `DispatchQueue.main.async` and `asyncAfter` made while a window runs land here, so a
/// replay runs them on its virtual clock (`Sleep`) and a terminal run on real time; with no
/// window running they go to the real main queue.
final class Scheduler: Sendable {
  private struct Job {
    let due: Int
    let order: Int
    let work: @Sendable () -> Void
  }
  private struct State {
    var jobs: [Job] = []
    var order = 0
    var now = 0
    /// The real date when the window's views first read the date, and the clock then.
    var dateOrigin: (date: Date, clock: Int)?
  }
  private let state = Mutex(State())
  private static let running = Mutex<Scheduler?>(nil)

  /// The scheduler of the window that runs now.
  static var current: Scheduler? {
    get { running.withLock { $0 } }
    set { running.withLock { $0 = newValue } }
  }

  /// Milliseconds since the window started, virtual in replays.
  var now: Int { state.withLock { $0.now } }

  /// The date on this window's clock: the real date when its views first read it, moved on
  /// with the clock since, so a replay's `Sleep` moves it as it moves the timers.
  var date: Date {
    state.withLock { state in
      guard let origin = state.dateOrigin else {
        let date = Date()
        state.dateOrigin = (date, state.now)
        return date
      }
      return origin.date.addingTimeInterval(Double(state.now - origin.clock) / 1000)
    }
  }

  /// When the next job is due, for a loop that waits for input meanwhile.
  var nextDue: Int? { state.withLock { $0.jobs.map(\.due).min() } }

  func schedule(after milliseconds: Int, _ work: @escaping @Sendable () -> Void) {
    state.withLock { state in
      state.order += 1
      state.jobs.append(Job(due: state.now + max(0, milliseconds), order: state.order, work: work))
    }
  }

  /// Moves the clock and runs everything due, in order.
  @MainActor
  @discardableResult
  func advance(by milliseconds: Int) -> Bool {
    state.withLock { $0.now += max(0, milliseconds) }
    return runDue()
  }

  /// Runs the jobs that are due, earliest first; returns whether any ran.
  @MainActor
  @discardableResult
  func runDue() -> Bool {
    var ran = false
    while let job = takeNextDue() {
      job.work()
      ran = true
    }
    return ran
  }

  private func takeNextDue() -> Job? {
    state.withLock { state in
      let due = state.jobs.filter { $0.due <= state.now }
      guard let job = due.min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) else {
        return nil
      }
      state.jobs.removeAll { $0.order == job.order }
      return job
    }
  }
}

extension DispatchQueue {

  /// Runs `work` on the main queue after `deadline`; in a running window, on its clock.
  public func asyncAfter(
    deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    if MainQueueMark.isMain(self), let scheduler = Scheduler.current {
      let now = DispatchTime.now().uptimeNanoseconds
      let target = deadline.uptimeNanoseconds
      scheduler.schedule(after: target > now ? Int((target - now) / 1_000_000) : 0, work)
      return
    }
    asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
  }

  /// Runs `work` on the main queue soon; in a running window, before the next frame.
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    if MainQueueMark.isMain(self), let scheduler = Scheduler.current {
      scheduler.schedule(after: 0, work)
      return
    }
    async(group: nil, qos: .unspecified, flags: [], execute: work)
  }
}
