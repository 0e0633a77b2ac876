import Foundation

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
    /// The time from now to the date: "in 2 hours".
    public static let relative = DateStyle(kind: 2)
    /// The offset from now, signed: as `relative` here.
    public static let offset = DateStyle(kind: 3)
    /// A count of minutes and seconds from now: "2:32".
    public static let timer = DateStyle(kind: 4)
  }

  /// A date shown in a style, as SwiftUI's `Text(_:style:)`, in the user's time zone.
  ///
  /// The text is made when the view is: `relative`, `offset` and `timer`, which SwiftUI
  /// counts on as time passes, show the moment the view was last made.
  public init(_ date: Date, style: DateStyle) {
    switch style {
    case .date: self.init(verbatim: date.formatted(date: .long, time: .omitted))
    case .time: self.init(verbatim: date.formatted(date: .omitted, time: .shortened))
    case .timer:
      let seconds = Int(abs(date.timeIntervalSinceNow).rounded(.down))
      let minutes = "\(seconds / 60)"
      let rest = seconds % 60
      self.init(verbatim: minutes + ":" + (rest < 10 ? "0" : "") + "\(rest)")
    default:
      self.init(verbatim: date.formatted(.relative(presentation: .numeric, unitsStyle: .wide)))
    }
  }
}
