/// A property of an `ObservableObject` whose changes are announced, as Combine's `Published`.
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  /// Starts with `value`.
  public init(wrappedValue value: Value) { self.value = value }

  /// Starts with `value`: the older spelling.
  public init(initialValue value: Value) { self.value = value }

  /// Only reachable through the enclosing object.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("unavailable") }
    set { fatalError("unavailable") }
  }

  /// `object.$property`: the current value, for code that reads it as Combine's publisher.
  public var projectedValue: Value { value }

  /// Reads and writes the property, sending `objectWillChange` before each write.
  public static subscript<Object: ObservableObject>(
    _enclosingInstance object: Object,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      object.objectWillChange.sendWillChange()
      object[keyPath: storageKeyPath].value = newValue
    }
  }
}
