import Observation

/// A store of property-list values by key (`Bool`, `Int`, `Double`, `String`, `URL`,
/// `Data`): `UserDefaults` for `@AppStorage`, the scene's file for `@SceneStorage`.
@MainActor
package protocol KeyValueStore: AnyObject {
  /// The value kept for `key`, if any.
  func object(forKey key: String) -> Any?
  /// Keeps `value` for `key`; nil removes it.
  func setObject(_ value: Any?, forKey key: String)
}

/// One key's value in a store, as a storage property wrapper reads and writes it: a view that
/// reads it is rebuilt when any view, binding or action writes it.
@MainActor
package struct StoredValue<Value> {
  let store: any KeyValueStore
  let key: String
  let defaultValue: Value
  /// The value as the store keeps it; nil removes it (an optional set to nil).
  let toStored: (Value) -> Any?
  /// The value from what the store keeps; nil when it holds another type.
  let fromStored: (Any) -> Value?

  /// The kept value, or the default while none is kept (or one of another type is).
  package var value: Value {
    get {
      StoredValueSignal.signal(for: store, key: key).read()
      return store.object(forKey: key).flatMap(fromStored) ?? defaultValue
    }
    nonmutating set {
      store.setObject(toStored(newValue), forKey: key)
      StoredValueSignal.signal(for: store, key: key).changed()
    }
  }

  /// A binding that reads and writes the kept value.
  package var binding: Binding<Value> {
    Binding(get: { value }, set: { value = $0 })
  }
}

extension StoredValue {
  /// A value the store keeps through `toStored` and reads back through `fromStored`.
  package init(
    _ store: any KeyValueStore, key: String, default defaultValue: Value,
    toStored: @escaping (Value) -> Any?, fromStored: @escaping (Any) -> Value?
  ) {
    self.init(
      store: store, key: key, defaultValue: defaultValue, toStored: toStored,
      fromStored: fromStored)
  }

  /// A value the store keeps as it is (`Bool`, `Int`, `Double`, `String`, `URL`, `Data`).
  package init(_ store: any KeyValueStore, key: String, default defaultValue: Value) {
    self.init(
      store: store, key: key, defaultValue: defaultValue, toStored: { $0 },
      fromStored: { $0 as? Value })
  }

  /// An optional value the store keeps as it is; nil removes the key.
  package init<Wrapped>(optional store: any KeyValueStore, key: String)
  where Value == Wrapped? {
    self.init(
      store: store, key: key, defaultValue: nil, toStored: { $0.map { $0 as Any } },
      fromStored: { ($0 as? Wrapped).map { .some($0) } })
  }

  /// A `RawRepresentable` value, kept as its raw value.
  package init(raw store: any KeyValueStore, key: String, default defaultValue: Value)
  where Value: RawRepresentable {
    self.init(
      store: store, key: key, defaultValue: defaultValue, toStored: { $0.rawValue },
      fromStored: { ($0 as? Value.RawValue).flatMap { Value(rawValue: $0) } })
  }

  /// An optional `RawRepresentable` value, kept as its raw value; nil removes the key.
  package init<Wrapped: RawRepresentable>(optionalRaw store: any KeyValueStore, key: String)
  where Value == Wrapped? {
    self.init(
      store: store, key: key, defaultValue: nil, toStored: { $0.map { $0.rawValue as Any } },
      fromStored: { ($0 as? Wrapped.RawValue).flatMap { Wrapped(rawValue: $0) }.map { .some($0) } })
  }
}

/// Tells the views that read one key of one store that it changed, through Observation,
/// which every body is read under (`readTracked`): one signal per key, so a write rebuilds
/// the views that read that key and no others.
@MainActor
package final class StoredValueSignal: Observable {
  private let registrar = ObservationRegistrar()
  private var version = 0
  /// One per key of a store, for the whole process: `@AppStorage` is process-wide as
  /// `UserDefaults` is, so a write in one window must rebuild the readers in every window.
  private static var signals: [Key: StoredValueSignal] = [:]

  private struct Key: Hashable {
    let kind: ObjectIdentifier
    let key: String
  }

  /// The signal of `key` in stores of `store`'s kind: every `UserDefaults(suiteName:)` is a
  /// new object, so stores of one kind share their keys' signals (a write to a key of one
  /// suite rebuilds the readers of that key in another too, which only costs a body).
  package static func signal(for store: any KeyValueStore, key: String) -> StoredValueSignal {
    let id = Key(kind: ObjectIdentifier(type(of: store)), key: key)
    if let signal = signals[id] { return signal }
    let signal = StoredValueSignal()
    signals[id] = signal
    return signal
  }

  /// Notes that the body being read depends on the key.
  package func read() {
    registrar.access(self, keyPath: \.version)
  }

  /// Rebuilds every view that read the key.
  package func changed() {
    registrar.withMutation(of: self, keyPath: \.version) { version += 1 }
  }

  /// Rebuilds every view that read any key of any store (the store changed underneath).
  package static func allChanged() {
    for signal in signals.values { signal.changed() }
  }
}
