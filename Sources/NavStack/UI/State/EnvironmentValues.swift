/// A key into the environment, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
  /// The type of value the key holds.
  associatedtype Value
  /// The value where no ancestor set one.
  static var defaultValue: Value { get }
}

/// Values handed down the tree, each set by an ancestor, as SwiftUI's `EnvironmentValues`.
///
/// A copy changed by `.environment(_:_:)` gets a new version, so the graph can tell cheaply
/// whether a node's environment changed.
@MainActor
public struct EnvironmentValues {
  private var storage: [ObjectIdentifier: Any] = [:]
  /// Objects by their type: `environmentObject(_:)` and `environment(_:)` of an `Observable`.
  private var objects: [ObjectIdentifier: AnyObject] = [:]
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
    get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set {
      storage[ObjectIdentifier(key)] = newValue
      bump()
    }
  }

  /// The object of type `type`, when an ancestor put one in.
  func object<T: AnyObject>(_ type: T.Type) -> T? {
    objects[ObjectIdentifier(type)] as? T
  }

  mutating func setObject<T: AnyObject>(_ object: T, as type: T.Type) {
    objects[ObjectIdentifier(type)] = object
    bump()
  }

  /// The raw value for a key, for comparing before and after a modifier sets it.
  func rawValue<K: EnvironmentKey>(_ key: K.Type) -> Any? { storage[ObjectIdentifier(key)] }
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
  }
}

extension Environment: GraphComparable {
  func isSame(as other: Any) -> Bool { other is Environment<Value> }
}

/// The environment a property was installed with.
@MainActor
final class EnvironmentCell {
  var environment: EnvironmentValues?
}
