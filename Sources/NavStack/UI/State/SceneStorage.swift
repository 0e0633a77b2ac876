/// A value the scene keeps across launches, as SwiftUI's `@SceneStorage`: restored when the
/// app starts again, in `$XDG_STATE_HOME/PROGRAM/scene-storage.json` (by default
/// `~/.local/state/PROGRAM/…`), written as the app ends, however it ends (R52).
///
/// A write rebuilds every view that reads the key. `Bool`, `Int`, `Double`, `String`, `URL`,
/// `Data`, their optionals, and `RawRepresentable` values with `Int` or `String` raw values.
@MainActor
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private let stored: StoredValue<Value>

  /// The kept value, or the default while none is kept.
  public var wrappedValue: Value {
    get { stored.value }
    nonmutating set { stored.value = newValue }
  }

  /// A binding to the kept value: `TextField("Draft", text: $draft)`.
  public var projectedValue: Binding<Value> { stored.binding }

  /// A kept `Bool`.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    stored = StoredValue(SceneStorageStore.shared, key: key, default: wrappedValue)
  }
  /// A kept `Int`.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    stored = StoredValue(SceneStorageStore.shared, key: key, default: wrappedValue)
  }
  /// A kept `Double`.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    stored = StoredValue(SceneStorageStore.shared, key: key, default: wrappedValue)
  }
  /// A kept `String`.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    stored = StoredValue(SceneStorageStore.shared, key: key, default: wrappedValue)
  }
  /// A kept `URL`.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    stored = StoredValue(SceneStorageStore.shared, key: key, default: wrappedValue)
  }
  /// A kept `Data`.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    stored = StoredValue(SceneStorageStore.shared, key: key, default: wrappedValue)
  }
  /// A kept value with an `Int` raw value.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == Int {
    stored = StoredValue(raw: SceneStorageStore.shared, key: key, default: wrappedValue)
  }
  /// A kept value with a `String` raw value.
  public init(wrappedValue: Value, _ key: String)
  where Value: RawRepresentable, Value.RawValue == String {
    stored = StoredValue(raw: SceneStorageStore.shared, key: key, default: wrappedValue)
  }
  /// A kept optional `Bool`, nil until set.
  public init(_ key: String) where Value == Bool? {
    stored = StoredValue(optional: SceneStorageStore.shared, key: key)
  }
  /// A kept optional `Int`, nil until set.
  public init(_ key: String) where Value == Int? {
    stored = StoredValue(optional: SceneStorageStore.shared, key: key)
  }
  /// A kept optional `Double`, nil until set.
  public init(_ key: String) where Value == Double? {
    stored = StoredValue(optional: SceneStorageStore.shared, key: key)
  }
  /// A kept optional `String`, nil until set.
  public init(_ key: String) where Value == String? {
    stored = StoredValue(optional: SceneStorageStore.shared, key: key)
  }
  /// A kept optional `URL`, nil until set.
  public init(_ key: String) where Value == URL? {
    stored = StoredValue(optional: SceneStorageStore.shared, key: key)
  }
  /// A kept optional `Data`, nil until set.
  public init(_ key: String) where Value == Data? {
    stored = StoredValue(optional: SceneStorageStore.shared, key: key)
  }
  /// A kept optional value with an `Int` raw value, nil until set.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
    stored = StoredValue(optionalRaw: SceneStorageStore.shared, key: key)
  }
  /// A kept optional value with a `String` raw value, nil until set.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
    stored = StoredValue(optionalRaw: SceneStorageStore.shared, key: key)
  }
}
