import FoundationEssentials

/// A date chosen field by field, as SwiftUI's `DatePicker`: `  Due    2026-12-03 14:05`.
///
/// Terminal keys: ← and → choose a field (year, month, day, hour, minute, as its components
/// show); ↑ and ↓ (or + and -) step the chosen field; digits type it, moving on once it is
/// full; a click chooses the field under it. The date stays in the range given with `in:`.
/// Every style (`.compact`, `.graphical`, `.wheel`) draws these fields: a terminal has one
/// way to show them. The calendar and time zone are the environment's.
public struct DatePicker<Label: View>: View {
  let selection: Binding<Date>
  let bounds: ClosedRange<Date>
  let components: DatePickerComponents
  let label: Label

  /// The fields a date picker shows, as SwiftUI's `DatePicker.Components`.
  public typealias Components = DatePickerComponents

  /// A date picker with a built label.
  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, in: Date.distantPast...Date.distantFuture,
      displayedComponents: displayedComponents, label: label)
  }

  /// A date picker kept in `range`, with a built label.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    bounds = range
    components = displayedComponents
    self.label = label()
  }

  /// A date picker kept from `range`'s start on, with a built label.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, in: range.lowerBound...Date.distantFuture,
      displayedComponents: displayedComponents, label: label)
  }

  /// A date picker kept up to `range`'s end, with a built label.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, in: Date.distantPast...range.upperBound,
      displayedComponents: displayedComponents, label: label)
  }

  /// A primitive view.
  public typealias Body = Never
}

extension DatePicker where Label == Text {
  /// `DatePicker("Due", selection: $date)`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// `DatePicker("Due", selection: $date, in: start...end)`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// `DatePicker("Due", selection: $date, in: Date.now...)`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// `DatePicker("Born", selection: $date, in: ...Date.now)`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  /// A date picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  /// A date picker kept in `range`, titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }
}

/// The parts of a date a picker shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Components from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Hours and minutes.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  /// Year, month and day.
  public static let date = DatePickerComponents(rawValue: 2)
}

extension DatePicker: PrimitiveView {
  func update(node: ViewNode) {
    node.updateLabel(label)
    node.keepChildren([.part("label")])
    let state = (node.primitiveState as? DateFields) ?? DateFields()
    if node.primitiveState !== state { node.primitiveState = state }
    var calendar = node.environment.calendar
    calendar.timeZone = node.environment.timeZone
    state.calendar = calendar
    state.fields = DateFields.Field.allCases.filter {
      components.contains($0.isTime ? .hourAndMinute : .date)
    }
    state.selection = selection
    state.bounds = bounds
    let selection = self.selection
    // Read while updating, so that the picker is drawn again when the date changes.
    let date = node.readTracked { selection.wrappedValue }
    node.renderer = DatePickerRenderer(
      isEnabled: node.environment.isEnabled, state: state, shown: state.text(of: date))
  }
}

extension DatePicker {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}
