/// A value a view owns, kept by the view's identity, as SwiftUI's `State` (R40).
///
/// The value does not live in the view (a view is thrown away after `body`) but in the node
/// at the view's place in the tree; it survives while a push or a sheet covers the view and is
/// dropped when the view leaves the tree.
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let cell: StateCell<Value>

  /// Starts with `value` the first time this view appears at its place.
  ///
  /// `value` is evaluated only then: a view value made again with a state already kept (as
  /// `State(initialValue: Model(…))` in an `init` is on every update) does not build it again.
  public init(wrappedValue value: @autoclosure @escaping () -> Value) {
    cell = StateCell(initial: value)
  }

  /// Starts with `value`: the older spelling.
  public init(initialValue value: @autoclosure @escaping () -> Value) {
    cell = StateCell(initial: value)
  }

  /// The current value; writing it rebuilds the views that read it.
  public var wrappedValue: Value {
    get { cell.box.read() }
    nonmutating set { cell.box.write(newValue) }
  }

  /// `$value`: a binding that reads and writes this state.
  public var projectedValue: Binding<Value> {
    let box = cell.box
    return Binding(
      location: BindingLocation(owner: ObjectIdentifier(box)),
      get: { box.read() }, set: { box.write($0) })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Starts as nil.
  public init() { self.init(wrappedValue: nil) }
}

extension State: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    defer { slot += 1 }
    if slot < node.slots.count, let box = node.slots[slot] as? StateBox<Value> {
      cell.box = box
      return
    }
    let box = cell.boxForNewPlace()
    if slot < node.slots.count { node.slots[slot] = box } else { node.slots.append(box) }
  }
}

extension State: GraphComparable {
  func isSame(as other: Self) -> Bool {
    // A fresh view value holds a fresh cell; what it will read is the node's slot, so two
    // states at one place are the same input.
    true
  }
}

/// Where a `State` value reads from: a box of its own until the node gives it the lasting one.
@MainActor
final class StateCell<Value> {
  private var made: StateBox<Value>?
  private let initial: () -> Value
  /// Whether a node keeps `made` as its state: the same view value shown at another place
  /// (a link's destination pushed again) starts from its initial value there (R47).
  private var isPlaced = false

  init(initial: @escaping () -> Value) { self.initial = initial }

  /// The node's lasting box once installed; else one of its own, made at first use.
  var box: StateBox<Value> {
    get {
      if let made { return made }
      let box = StateBox(initial())
      made = box
      return box
    }
    set { made = newValue }
  }

  /// The box for a place that has none yet: this cell's own the first time, a fresh one
  /// after that, so that one view value pushed twice does not share its state (R47).
  func boxForNewPlace() -> StateBox<Value> {
    if isPlaced { made = StateBox(initial()) }
    isPlaced = true
    return box
  }
}

/// The lasting storage of one `@State`, and the nodes that read it.
@MainActor
final class StateBox<Value>: DependencySource {
  private var value: Value
  private let dependents = Dependents()

  init(_ value: Value) { self.value = value }

  func read() -> Value {
    dependents.recordRead(of: self)
    return value
  }

  func write(_ newValue: Value) {
    if ValueComparison.isEqual(value, newValue) { return }
    value = newValue
    dependents.invalidateAll()
  }

  func removeDependent(_ node: ViewNode) { dependents.remove(node) }
}

/// Compares two values when their type is equatable; otherwise treats them as different.
enum ValueComparison {
  static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return open(lhs, rhs)
  }

  private static func open<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
  }
}
