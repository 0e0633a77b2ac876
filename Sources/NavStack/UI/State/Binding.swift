/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`.
///
/// Navigation driven by state (`navigationDestination(item:)`, `sheet(isPresented:)`) reads the
/// value to decide what is shown and writes it back when the user pops or dismisses, so the
/// owner always holds the truth.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  private let getter: @MainActor () -> Value
  private let setter: @MainActor (Value) -> Void
  /// What the binding points to, when known, so two bindings to one place compare equal.
  let location: BindingLocation?

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    getter = get
    setter = set
    location = nil
  }

  init(
    location: BindingLocation?, get: @escaping @MainActor () -> Value,
    set: @escaping @MainActor (Value) -> Void
  ) {
    getter = get
    setter = set
    self.location = location
  }

  /// Lets `@Binding var x: T` be initialised with `$y`.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// The value, read and written through the owner.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// `$x` of a `@Binding var x` is the binding itself.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value: `$model.item.name`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let getter = self.getter
    let setter = self.setter
    return Binding<Subject>(
      location: location?.appending(keyPath),
      get: { getter()[keyPath: keyPath] },
      set: { newValue in
        var value = getter()
        value[keyPath: keyPath] = newValue
        setter(value)
      })
  }

  /// A binding to a value that never changes, for previews and tests.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }
}

extension Binding {
  /// A binding to the wrapped value of an optional binding, or nil while it is nil.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    var last = value
    self.init(
      location: base.location?.appending(\Value?.self),
      get: {
        if let current = base.wrappedValue { last = current }
        return last
      },
      set: { base.wrappedValue = $0 })
  }
}

extension Binding: GraphComparable {
  func isSame(as other: Self) -> Bool {
    guard let location, let otherLocation = other.location else { return false }
    return location == otherLocation
  }
}

/// Where a binding points: an owner's storage and a path into it.
struct BindingLocation: Equatable {
  let owner: ObjectIdentifier
  var path: [AnyKeyPath] = []

  func appending(_ keyPath: AnyKeyPath) -> BindingLocation {
    var copy = self
    copy.path.append(keyPath)
    return copy
  }
}

/// Makes a binding to a property of an object: `bind(model, \.itemToEdit)`.
@MainActor
public func bind<Root: AnyObject, Value>(
  _ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>
) -> Binding<Value> {
  Binding(
    location: BindingLocation(owner: ObjectIdentifier(root), path: [keyPath]),
    get: { [unowned root] in root[keyPath: keyPath] },
    set: { [unowned root] in root[keyPath: keyPath] = $0 })
}
