/// Which view holds focus, as SwiftUI's `FocusState`: `@FocusState var focused: Field?` with
/// `.focused($focused, equals: .name)`, or a Bool with `.focused($isFocused)`.
///
/// Reading it tells which `.focused` view holds the focus of its screen now (the window keeps
/// one focused view per screen); writing it moves focus there. Setting it to nil or false
/// leaves no view focused until the user moves focus again (Tab, ↓ or a click), as a field
/// gives up the keyboard on iOS (R50).
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let cell: FocusCell<Value>

  /// No focus for a Bool: false.
  public init() where Value == Bool {
    cell = FocusCell(box: FocusStateBox(resigned: false))
  }

  /// No focus for an optional: nil.
  public init<T: Hashable>() where Value == T? {
    cell = FocusCell(box: FocusStateBox(resigned: nil))
  }

  /// The focused view's value, or nil/false when none of this state's views holds focus.
  public var wrappedValue: Value {
    get { cell.box.value }
    nonmutating set { cell.box.request(newValue) }
  }

  /// `$focused`: what `.focused(_:)` and `.focused(_:equals:)` take.
  public var projectedValue: Binding { Binding(box: cell.box) }

  /// A binding to a focus state, as SwiftUI's `FocusState.Binding`.
  @MainActor
  @propertyWrapper
  public struct Binding {
    let box: FocusStateBox<Value>

    /// The focused view's value; writing it moves focus.
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.request(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension FocusState: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    defer { slot += 1 }
    if slot < node.slots.count, let box = node.slots[slot] as? FocusStateBox<Value> {
      cell.box = box
      return
    }
    // A view value shown at a second place starts with a focus state of its own (R47).
    if cell.box.isPlaced { cell.box = FocusStateBox(resigned: cell.box.resigned) }
    cell.box.isPlaced = true
    cell.box.screen = node.environment.screenContext
    if slot < node.slots.count { node.slots[slot] = cell.box } else { node.slots.append(cell.box) }
  }
}

extension FocusState: GraphComparable {
  func isSame(as other: Self) -> Bool { true }
}

/// Where a `FocusState` reads from: its own box until the node gives it the lasting one.
@MainActor
final class FocusCell<Value: Hashable> {
  var box: FocusStateBox<Value>
  init(box: FocusStateBox<Value>) { self.box = box }
}

/// The lasting part of one `@FocusState`: the `.focused` views bound to it, each with its value.
@MainActor
final class FocusStateBox<Value: Hashable> {
  /// The value meaning "none of these views": false or nil.
  let resigned: Value
  weak var screen: ScreenContext?
  /// Whether a node keeps this box.
  var isPlaced = false
  private var registrations: [(value: Value, target: Weak<FocusedState>)] = []
  /// A value asked for before its view was built; given to it when it registers.
  private var pending: Value?

  init(resigned: Value) { self.resigned = resigned }

  /// Which registered view holds focus; the reading body rebuilds when focus moves.
  var value: Value {
    if let screen { screen.focusReaders.recordRead(of: screen) }
    for registration in registrations {
      guard let target = registration.target.object, let screen = target.screen else { continue }
      screen.focusReaders.recordRead(of: screen)
      if let focused = screen.focusedID, target.targetIDs.contains(focused) {
        return registration.value
      }
    }
    return resigned
  }

  /// Moves focus to the view registered with `newValue`, or away from these views.
  func request(_ newValue: Value) {
    registrations.removeAll { $0.target.object == nil }
    if newValue == resigned {
      pending = nil
      for registration in registrations {
        guard let target = registration.target.object, let screen = target.screen,
          let focused = screen.focusedID, target.targetIDs.contains(focused)
        else { continue }
        screen.focusedID = nil
        screen.isFocusResigned = true
      }
      return
    }
    if let registration = registrations.first(where: { $0.value == newValue }),
      let target = registration.target.object
    {
      pending = nil
      target.request()
    } else {
      pending = newValue
    }
  }

  /// Binds a `.focused` view to `value`.
  func register(_ target: FocusedState, value: Value) {
    registrations.removeAll { $0.target.object == nil || $0.target.object === target }
    registrations.append((value, Weak(target)))
    if pending == value {
      pending = nil
      target.request()
    }
  }
}

/// A weak reference, to keep in arrays.
@MainActor
struct Weak<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}
