import Foundation
import NavStack

/// A value kept in `UserDefaults`, as SwiftUI's `@AppStorage`: there at the next launch, and
/// a write rebuilds every view that reads the key.
///
/// `UserDefaults` keeps it in `$XDG_CONFIG_HOME/PROGRAM.plist`, written however the app ends
/// (R52). `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, their optionals, and
/// `RawRepresentable` values with `Int` or `String` raw values; `store:` picks another
/// `UserDefaults` (a suite).
@MainActor
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let stored: StoredValue<Value>

  /// The kept value, or the default while none is kept.
  public var wrappedValue: Value {
    get { stored.value }
    nonmutating set { stored.value = newValue }
  }

  /// A binding to the kept value: `Toggle("Sounds", isOn: $sounds)`.
  public var projectedValue: Binding<Value> { stored.binding }

  private init(_ key: String, store: UserDefaults?, default value: Value, as kind: Kind<Value>) {
    stored = StoredValue(
      DefaultsStore.for(store ?? .standard), key: key, default: value, toStored: kind.toStored,
      fromStored: kind.fromStored)
  }

  /// A kept `Bool`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Bool {
    self.init(key, store: store, default: wrappedValue, as: .bool)
  }
  /// A kept `Int`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Int {
    self.init(key, store: store, default: wrappedValue, as: .int)
  }
  /// A kept `Double`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Double {
    self.init(key, store: store, default: wrappedValue, as: .double)
  }
  /// A kept `String`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == String {
    self.init(key, store: store, default: wrappedValue, as: .string)
  }
  /// A kept `URL`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == URL {
    self.init(key, store: store, default: wrappedValue, as: .url)
  }
  /// A kept `Data`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value == Data {
    self.init(key, store: store, default: wrappedValue, as: .data)
  }
  /// A kept value with an `Int` raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key, store: store, default: wrappedValue, as: Kind<Int>.int.raw())
  }
  /// A kept value with a `String` raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key, store: store, default: wrappedValue, as: Kind<String>.string.raw())
  }
  /// A kept optional `Bool`, nil until set.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key, store: store, default: nil, as: Kind<Bool>.bool.optional())
  }
  /// A kept optional `Int`, nil until set.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key, store: store, default: nil, as: Kind<Int>.int.optional())
  }
  /// A kept optional `Double`, nil until set.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key, store: store, default: nil, as: Kind<Double>.double.optional())
  }
  /// A kept optional `String`, nil until set.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key, store: store, default: nil, as: Kind<String>.string.optional())
  }
  /// A kept optional `URL`, nil until set.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key, store: store, default: nil, as: Kind<URL>.url.optional())
  }
  /// A kept optional `Data`, nil until set.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key, store: store, default: nil, as: Kind<Data>.data.optional())
  }
  /// A kept optional value with an `Int` raw value, nil until set.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == Int {
    self.init(key, store: store, default: nil, as: Kind<Int>.int.raw().optional())
  }
  /// A kept optional value with a `String` raw value, nil until set.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == String {
    self.init(key, store: store, default: nil, as: Kind<String>.string.raw().optional())
  }
}

/// How a value is kept in `UserDefaults`: as a property-list value, read back from what
/// `UserDefaults` hands out (on Linux a number read from the file is an `NSNumber`).
private struct Kind<Value> {
  let toStored: (Value) -> Any?
  let fromStored: (Any) -> Value?

  /// Kept as an optional: nil removes the key.
  func optional() -> Kind<Value?> {
    Kind<Value?>(
      toStored: { $0.flatMap(toStored) }, fromStored: { fromStored($0).map { .some($0) } })
  }

  /// A `RawRepresentable` value with this kind's raw value.
  func raw<R: RawRepresentable>() -> Kind<R> where R.RawValue == Value {
    Kind<R>(toStored: { toStored($0.rawValue) }, fromStored: { fromStored($0).flatMap(R.init) })
  }
}

extension Kind where Value == Bool {
  static var bool: Kind {
    Kind(toStored: { $0 }, fromStored: { $0 as? Bool ?? ($0 as? NSNumber)?.boolValue })
  }
}
extension Kind where Value == Int {
  static var int: Kind {
    Kind(toStored: { $0 }, fromStored: { $0 as? Int ?? ($0 as? NSNumber)?.intValue })
  }
}
extension Kind where Value == Double {
  static var double: Kind {
    Kind(toStored: { $0 }, fromStored: { $0 as? Double ?? ($0 as? NSNumber)?.doubleValue })
  }
}
extension Kind where Value == String {
  static var string: Kind {
    Kind(toStored: { $0 }, fromStored: { $0 as? String ?? ($0 as? NSString).map(String.init) })
  }
}
extension Kind where Value == Data {
  static var data: Kind {
    Kind(toStored: { $0 }, fromStored: { $0 as? Data ?? ($0 as? NSData).map(Data.init) })
  }
}
extension Kind where Value == URL {
  /// Kept as its text, which any reader of the defaults file can read.
  static var url: Kind {
    Kind(
      toStored: { $0.absoluteString },
      fromStored: { Kind<String>.string.fromStored($0).flatMap(URL.init(string:)) })
  }
}

/// A `UserDefaults` as the store `@AppStorage` reads and writes; every one shares the
/// signals of its keys (`StoredValueSignal`), so a view hears of a write through another.
@MainActor
private final class DefaultsStore: KeyValueStore {
  private let defaults: UserDefaults

  private init(_ defaults: UserDefaults) { self.defaults = defaults }

  static func `for`(_ defaults: UserDefaults) -> DefaultsStore { DefaultsStore(defaults) }

  func object(forKey key: String) -> Any? { defaults.object(forKey: key) }

  func setObject(_ value: Any?, forKey key: String) {
    if let value {
      defaults.set(value, forKey: key)
    } else {
      defaults.removeObject(forKey: key)
    }
  }
}
