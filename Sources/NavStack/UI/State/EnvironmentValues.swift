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
  /// A value and the version it was set at.
  private struct Entry {
    var value: Any
    var version: Int
  }
  private var storage: [ObjectIdentifier: Entry] = [:]
  /// Objects by their type: `environmentObject(_:)` and `environment(_:)` of an `Observable`.
  private var objects: [ObjectIdentifier: (object: AnyObject, version: Int)] = [:]
  private(set) var version = 0
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
      ViewGraph.evaluating?.noteEnvironmentRead(id, version: entry?.version ?? 0)
      return entry?.value as? K.Value ?? K.defaultValue
    }
    set {
      bump()
      storage[ObjectIdentifier(key)] = Entry(value: newValue, version: version)
    }
  }

  /// The object of type `type`, when an ancestor put one in.
  func object<T: AnyObject>(_ type: T.Type) -> T? {
    let id = ObjectIdentifier(type)
    let entry = objects[id]
    ViewGraph.evaluating?.noteEnvironmentRead(id, version: entry?.version ?? 0)
    return entry?.object as? T
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

/// Reads a value from the environment, as SwiftUI's `@Environment`.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object((EnvironmentValues) -> Value?)
  }
  private let source: Source
  private let cell = EnvironmentCell()

  /// Reads the value at `keyPath`: `@Environment(\.dismiss)`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// Reads an `@Observable` object put in with `.environment(_:)`:
  /// `@Environment(Model.self) var model`.
  public init(_ type: Value.Type) where Value: AnyObject {
    source = .object { $0.object(type) }
  }

  /// Reads an optional `@Observable` object: nil when none was put in.
  public init<T: AnyObject>(_ type: T.Type) where Value == T? {
    source = .object { $0.object(type) }
  }

  /// The value at this view's place.
  public var wrappedValue: Value {
    let environment = cell.environment ?? EnvironmentValues()
    switch source {
    case .keyPath(let keyPath):
      return environment[keyPath: keyPath]
    case .object(let find):
      if let value = find(environment) { return value }
      fatalError("No \(Value.self) in the environment: add .environment(_:) above this view")
    }
  }
}

extension Environment: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    cell.environment = node.environment
    // The view depends on the value this property names whether its body reads it or only
    // an action does later, as in SwiftUI: reading it here records that.
    switch source {
    case .keyPath(let keyPath): _ = node.environment[keyPath: keyPath]
    case .object(let find): _ = find(node.environment)
    }
  }
}

extension Environment: GraphComparable {
  func isSame(as other: Self) -> Bool { true }
}

/// The environment a property was installed with.
@MainActor
final class EnvironmentCell {
  var environment: EnvironmentValues?
}
