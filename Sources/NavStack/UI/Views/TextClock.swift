import FoundationEssentials

/// The window's clock as texts that count read it (`Text(date, style: .timer)`): reading it
/// makes the view being evaluated read it again a second later.
///
/// Only a view that read it during its last evaluation is made again, so nothing ticks while
/// no counting text is in the tree. The time follows the window's clock, which moves with
/// real time in a terminal and with `Sleep` in a replay.
@MainActor
public enum _TextClock {
  /// The time now, noted as read by the view being evaluated.
  public static func readNow() -> Date {
    if let clock = CurrentReader.node?.graph?.clock { return clock.read() }
    return now
  }

  /// The time on the clock of the window that runs now (`Scheduler.date`); with no window,
  /// the real time.
  static var now: Date { Scheduler.current?.date ?? Date() }
}

/// What a window's counting texts depend on: a tick each second of its clock, scheduled only
/// while a view has read it since the last tick.
///
/// Each window's graph has its own, so one window's seconds make only its own texts count.
@MainActor
final class ClockSource: DependencySource {
  private let dependents = Dependents()
  /// The window's scheduler, whose clock the texts follow; nil in a tree drawn with no window,
  /// where they show the real time and do not tick.
  weak var scheduler: Scheduler?
  private var isTickScheduled = false

  /// The date on the window's clock, noted as read by the view being evaluated.
  func read() -> Date {
    dependents.recordRead(of: self)
    guard let scheduler else { return Date() }
    if !isTickScheduled {
      isTickScheduled = true
      // At the next whole second of the clock, so a timer's seconds turn together.
      scheduler.schedule(after: 1000 - scheduler.now % 1000) { [weak self] in
        MainActor.assumeIsolated { self?.tick() }
      }
    }
    return scheduler.date
  }

  /// Makes the readers again; those that still count read the clock, and schedule the next.
  private func tick() {
    isTickScheduled = false
    dependents.invalidateAll()
  }

  func removeDependent(_ node: ViewNode) { dependents.remove(node) }
}
