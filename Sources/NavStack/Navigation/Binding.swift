/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`.
///
/// Navigation driven by state (`navigationDestination(item:)`, `sheet(isPresented:)`) reads the
/// value to decide what is shown and writes it back when the user pops or dismisses, so the owner
/// always holds the truth.
@MainActor
public struct Binding<Value> {
  private let getter: @MainActor () -> Value
  private let setter: @MainActor (Value) -> Void

  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    getter = get
    setter = set
  }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// A binding to a value that never changes, for previews and tests.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }
}

/// Makes a binding to a property of an object: `bind(model, \.itemToEdit)`.
@MainActor
public func bind<Root: AnyObject, Value>(
  _ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>
) -> Binding<Value> {
  Binding(
    get: { [unowned root] in root[keyPath: keyPath] },
    set: { [unowned root] in root[keyPath: keyPath] = $0 })
}
