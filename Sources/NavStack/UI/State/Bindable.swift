import Observation

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `Bindable`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
  /// The object.
  public var wrappedValue: Value

  /// Makes bindings to `object`'s properties.
  public init(wrappedValue object: Value) { wrappedValue = object }

  /// Makes bindings to `object`'s properties: `Bindable(model).name`.
  public init(_ object: Value) { wrappedValue = object }

  /// `$model`: this wrapper.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to `object[keyPath:]`; reads are tracked by Observation.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let object = wrappedValue
    return Binding(
      location: BindingLocation(owner: ObjectIdentifier(object), path: [keyPath]),
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: GraphComparable {
  func isSame(as other: Self) -> Bool {
    other.wrappedValue === wrappedValue
  }
}
