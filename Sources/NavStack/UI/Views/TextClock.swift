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
    if CurrentReader.node != nil { ClockSource.shared.noteRead() }
    return now
  }

  /// The real time and the window's clock when a window first read the clock: the clock
  /// is counted on from there.
  private static var origin: (window: ObjectIdentifier?, date: Date, clock: Int)?

  /// The time on the window's clock.
  static var now: Date {
    let scheduler = Scheduler.current
    let window = scheduler.map(ObjectIdentifier.init)
    let clock = scheduler?.now ?? 0
    guard let origin, origin.window == window else {
      let date = Date()
      origin = (window, date, clock)
      return date
    }
    return origin.date.addingTimeInterval(Double(clock - origin.clock) / 1000)
  }
}

/// What a counting text depends on: a tick each second of the window's clock, scheduled
/// only while a view has read it since the last tick.
@MainActor
final class ClockSource: DependencySource {
  static let shared = ClockSource()
  private let dependents = Dependents()
  /// The window whose clock has a tick scheduled.
  private var scheduledOn: ObjectIdentifier?

  func noteRead() {
    dependents.recordRead(of: self)
    guard let scheduler = Scheduler.current else { return }
    let window = ObjectIdentifier(scheduler)
    guard scheduledOn != window else { return }
    scheduledOn = window
    // At the next whole second of the clock, so a timer's seconds turn together.
    scheduler.schedule(after: 1000 - scheduler.now % 1000) {
      MainActor.assumeIsolated { ClockSource.shared.tick(on: window) }
    }
  }

  /// Makes the readers again; those that still count read the clock, and schedule the next.
  private func tick(on window: ObjectIdentifier) {
    if scheduledOn == window { scheduledOn = nil }
    dependents.invalidateAll()
  }

  func removeDependent(_ node: ViewNode) { dependents.remove(node) }
}
