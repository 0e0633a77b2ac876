/// A key into the environment, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
  /// The type of value the key holds.
  associatedtype Value
  /// The value where no ancestor set one; read on the main actor, where the environment is,
  /// so a default may be a main-actor value (an `@Entry` of a `Color`).
  @MainActor static var defaultValue: Value { get }
}

/// Values handed down the tree, each set by an ancestor, as SwiftUI's `EnvironmentValues`.
///
/// A copy changed by `.environment(_:_:)` gets a new version, so the graph can tell cheaply
/// whether a node's environment changed; each value keeps the version it was set at, so a
/// node whose environment changed can tell whether a value it read did.
@MainActor
public struct EnvironmentValues {
  private var storage: [ObjectIdentifier: EnvironmentEntry] = [:]
  /// Objects by their type: `environmentObject(_:)` and `environment(_:)` of an `Observable`.
  private var objects: [ObjectIdentifier: (object: AnyObject, version: Int)] = [:]
  private(set) var version = 0
  /// The last version given out, for the whole process: environments are values that can go
  /// from one window to another (a view value holding one), so a version must name one
  /// change wherever it is compared; a counter per window could give two changes one number.
  private static var nextVersion = 0

  /// Default values for every key.
  public init() {}

  private mutating func bump() {
    EnvironmentValues.nextVersion += 1
    version = EnvironmentValues.nextVersion
  }

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      let id = ObjectIdentifier(key)
      let entry = storage[id]
      CurrentReader.node?.noteEnvironmentRead(id, version: entry?.version ?? 0)
      guard let entry else { return K.defaultValue }
      // Only this subscript's setter writes under `K`'s identifier, with a `K.Value`.
      return unsafeDowncast(entry, to: TypedEnvironmentEntry<K.Value>.self).value
    }
    set {
      bump()
      storage[ObjectIdentifier(key)] = TypedEnvironmentEntry(newValue, version: version)
    }
  }

  /// The object of type `type`, when an ancestor put one in.
  func object<T: AnyObject>(_ type: T.Type) -> T? {
    object(ObjectIdentifier(type)) as? T
  }

  /// The object put in for the type whose identifier is `id`.
  func object(_ id: ObjectIdentifier) -> AnyObject? {
    let entry = objects[id]
    CurrentReader.node?.noteEnvironmentRead(id, version: entry?.version ?? 0)
    return entry?.object
  }

  mutating func setObject<T: AnyObject>(_ object: T, as type: T.Type) {
    bump()
    objects[ObjectIdentifier(type)] = (object, version)
  }

  /// The version the value of a key (or an object's type) was set at; 0 where none was.
  ///
  /// Keys and object types are distinct types, so their identifiers never meet.
  func entryVersion(_ id: ObjectIdentifier) -> Int {
    storage[id]?.version ?? objects[id]?.version ?? 0
  }
}

/// A value of the environment and the version it was set at.
///
/// Kept in a class, typed by its value: reading a key then retains one reference and copies
/// the value out, where an entry holding `Any` copied the existential twice and cast it.
@MainActor
private class EnvironmentEntry {
  let version: Int

  init(version: Int) { self.version = version }
}

/// An entry holding a value of the key's type.
@MainActor
private final class TypedEnvironmentEntry<Value>: EnvironmentEntry {
  let value: Value

  init(_ value: Value, version: Int) {
    self.value = value
    super.init(version: version)
  }
}
