import FoundationEssentials

/// A date picker's fields and the field keys act on, kept by its node.
@MainActor
final class DateFields {
  /// One field of a date, with its width and calendar component.
  enum Field: CaseIterable {
    case year, month, day, hour, minute

    var width: Int { self == .year ? 4 : 2 }
    var isTime: Bool { self == .hour || self == .minute }
    var component: Calendar.Component {
      switch self {
      case .year: return .year
      case .month: return .month
      case .day: return .day
      case .hour: return .hour
      case .minute: return .minute
      }
    }
    /// What comes before the field: `-` inside a date, `:` inside a time, a space between.
    func separator(after previous: Field) -> String {
      if previous.isTime != isTime { return " " }
      return isTime ? ":" : "-"
    }
  }

  var fields: [Field] = []
  var chosen = 0
  /// The digits typed into the chosen field so far.
  var typed = ""
  var calendar = Calendar(identifier: .gregorian)
  var selection: Binding<Date>?
  var bounds = Date.distantPast...Date.distantFuture

  /// The fields as shown, with where each starts in the text.
  func text(of date: Date) -> (text: String, starts: [Int]) {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    var text = ""
    var starts: [Int] = []
    for (index, field) in fields.enumerated() {
      if index > 0 { text += field.separator(after: fields[index - 1]) }
      starts.append(text.count)
      let value = parts.value(for: field.component) ?? 0
      let digits = String(value)
      text += String(repeating: "0", count: max(0, field.width - digits.count)) + digits
    }
    return (text, starts)
  }

  /// Handles a key; false for keys a date picker does not use.
  func handle(_ key: Key) -> Bool {
    guard !fields.isEmpty else { return false }
    chosen = min(chosen, fields.count - 1)
    switch key {
    case .left: choose(chosen - 1)
    case .right: choose(chosen + 1)
    case .up, .character("+"), .character("="): step(by: 1)
    case .down, .character("-"), .character("_"): step(by: -1)
    case .character(let digit) where digit.isASCII && digit.isNumber: type(digit)
    default: return false
    }
    return true
  }

  func choose(_ index: Int) {
    chosen = min(max(0, index), fields.count - 1)
    typed = ""
  }

  /// Adds `amount` to the chosen field, as the calendar counts (a month on from 31 January is
  /// the end of February).
  private func step(by amount: Int) {
    typed = ""
    guard let selection,
      let date = calendar.date(
        byAdding: fields[chosen].component, value: amount, to: selection.wrappedValue)
    else { return }
    write(date)
  }

  /// Types a digit into the chosen field, moving to the next once the field is full.
  private func type(_ digit: Character) {
    guard let selection else { return }
    typed.append(digit)
    let field = fields[chosen]
    var parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute], from: selection.wrappedValue)
    let value = Int(typed) ?? 0
    switch field {
    case .year: parts.year = max(1, value)
    case .month: parts.month = min(max(1, value), 12)
    case .day: parts.day = max(1, value)
    case .hour: parts.hour = min(value, 23)
    case .minute: parts.minute = min(value, 59)
    }
    // A day past the month's end is its last day.
    var first = parts
    first.day = 1
    if let month = calendar.date(from: first),
      let days = calendar.range(of: .day, in: .month, for: month)
    {
      parts.day = min(parts.day ?? 1, days.upperBound - 1)
    }
    if let date = calendar.date(from: parts) { write(date) }
    if typed.count >= field.width {
      typed = ""
      if chosen < fields.count - 1 { chosen += 1 }
    }
  }

  /// Writes `date`, kept in the picker's range.
  private func write(_ date: Date) {
    selection?.wrappedValue = min(max(date, bounds.lowerBound), bounds.upperBound)
  }
}

/// Draws the label and the fields, the chosen one reversed while focused.
struct DatePickerRenderer: NodeRenderer {
  let isEnabled: Bool
  let state: DateFields
  let shown: (text: String, starts: [Int])

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let width = ControlLabel(node: node).leadingWidth() + shown.text.count
    return Size(width: min(width, proposal.width ?? width), height: 1)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard rect.width > 0, rect.height > 0 else { return }
    let focused = context.isFocused(node) && isEnabled
    let x = ControlLabel(node: node).draw(in: rect, isFocused: focused, context: &context)
    let style = isEnabled ? Style(role: .accent) : .muted
    context.draw(shown.text, x: x, y: rect.y, maxWidth: rect.maxX - x, style: style)
    let chosen = min(state.chosen, max(0, state.fields.count - 1))
    if focused, context.isVisible, chosen < shown.starts.count {
      let field = Rect(
        x: x + shown.starts[chosen], y: rect.y, width: state.fields[chosen].width, height: 1)
      context.canvas.restyle(field) { $0.adding(.reverse) }
    }
    guard isEnabled else { return }
    let state = self.state
    let starts = shown.starts
    context.addFocusTarget(node, rect: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)) {
      event in
      switch event {
      case .key(let key): return state.handle(key)
      case .click(let point):
        let column = point.x - x
        if let index = starts.lastIndex(where: { $0 <= column }), column >= 0 {
          state.choose(index)
        }
        return true
      case .activate, .paste: return false
      }
    }
  }

  /// A labelled control draws its own focus column.
  var drawsFocusMarker: Bool { true }
  /// A control of its own, focused even inside a list's row (R48).
  var focusRole: FocusRole { .control }
}

/// How a date picker is drawn, as SwiftUI's `DatePickerStyle`: every style draws the same
/// fields in a terminal.
public protocol DatePickerStyle {}

/// The default style.
public struct DefaultDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
}

/// A compact field, on iOS opening a calendar.
public struct CompactDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
}

/// A calendar shown in place.
public struct GraphicalDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
}

/// Spinning wheels.
public struct WheelDatePickerStyle: DatePickerStyle {
  /// The style.
  public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The default style.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A compact field.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar shown in place.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Spinning wheels.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// Accepted for every style: a terminal draws a date picker's fields one way.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}

struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { Calendar.current }
}

struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { TimeZone.current }
}

extension EnvironmentValues {
  /// The calendar dates are shown in, as SwiftUI's: the user's unless set.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone dates are shown in, as SwiftUI's: the user's unless set.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}
