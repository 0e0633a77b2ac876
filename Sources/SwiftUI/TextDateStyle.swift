// Foundation proper's date formats (FoundationInternationalization), so in this module, which
// the notebook does not link: NavStack itself uses FoundationEssentials only.

extension Text {
  /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`.
  public struct DateStyle: Equatable, Sendable {
    let kind: Int

    /// The date: "December 3, 2026".
    public static let date = DateStyle(kind: 0)
    /// The time: "2:05 PM".
    public static let time = DateStyle(kind: 1)
    /// The time between now and the date, in its two largest units: "2 hours, 23 minutes".
    public static let relative = DateStyle(kind: 2)
    /// The time from now to the date in its largest unit, signed: "+2 hours", "-3 minutes".
    public static let offset = DateStyle(kind: 3)
    /// The time between now and the date as a clock counts it: "2:32", "36:59:01".
    public static let timer = DateStyle(kind: 4)
  }

  /// A date shown in a style, as SwiftUI's `Text(_:style:)`, in the user's time zone.
  ///
  /// `relative`, `offset` and `timer` count on as SwiftUI's do: the view showing the text is
  /// made again each second of the window's clock while it shows one, and never otherwise.
  public init(_ date: Date, style: DateStyle) {
    switch style {
    case .date: self.init(verbatim: date.formatted(date: .long, time: .omitted))
    case .time: self.init(verbatim: date.formatted(date: .omitted, time: .shortened))
    default:
      let seconds = Int(date.timeIntervalSince(_TextClock.readNow()).rounded())
      switch style {
      case .timer: self.init(verbatim: DateCount.timer(abs(seconds)))
      case .offset: self.init(verbatim: DateCount.offset(seconds))
      default: self.init(verbatim: DateCount.relative(abs(seconds)))
      }
    }
  }

  /// The time from the start of `interval` counting towards its end, as SwiftUI's
  /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: down from the length by default,
  /// up from zero otherwise, stopped at `pauseTime` and at the ends.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    let now = min(
      max(pauseTime ?? _TextClock.readNow(), timerInterval.lowerBound), timerInterval.upperBound)
    let seconds =
      countsDown
      ? timerInterval.upperBound.timeIntervalSince(now)
      : now.timeIntervalSince(timerInterval.lowerBound)
    self.init(verbatim: DateCount.timer(Int(seconds.rounded()), showsHours: showsHours))
  }
}

/// How the counting date styles write a number of seconds.
enum DateCount {
  private static let units: [(seconds: Int, name: String)] = [
    (86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second"),
  ]

  /// "2:05", "1:02:03"; minutes past the hour without `showsHours`.
  static func timer(_ seconds: Int, showsHours: Bool = true) -> String {
    let hours = showsHours ? seconds / 3_600 : 0
    let minutes = (seconds - hours * 3_600) / 60
    let rest = seconds % 60
    let twoDigits = { (value: Int) in (value < 10 ? "0" : "") + "\(value)" }
    if hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" }
    return "\(minutes):\(twoDigits(rest))"
  }

  /// "2 hours, 23 minutes": the largest unit, and the next one when it is not zero.
  static func relative(_ seconds: Int) -> String {
    guard let index = units.firstIndex(where: { seconds >= $0.seconds }) else {
      return named(0, "second")
    }
    let unit = units[index]
    var text = named(seconds / unit.seconds, unit.name)
    if index + 1 < units.count {
      let next = units[index + 1]
      let count = seconds % unit.seconds / next.seconds
      if count > 0 { text += ", " + named(count, next.name) }
    }
    return text
  }

  /// "+2 hours", "-3 minutes": the largest unit, with the sign of the time to the date.
  static func offset(_ seconds: Int) -> String {
    let size = abs(seconds)
    let unit = units.first { size >= $0.seconds } ?? units[units.count - 1]
    return (seconds < 0 ? "-" : "+") + named(size / unit.seconds, unit.name)
  }

  private static func named(_ count: Int, _ unit: String) -> String {
    "\(count) \(unit)" + (count == 1 ? "" : "s")
  }
}
