/// Reads a value from the environment, as SwiftUI's `@Environment`.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object((EnvironmentValues) -> Value?)
  }
  private let source: Source
  private let cell = EnvironmentCell<Value>()

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
    if let value = cell.value { return value }
    return read(from: EnvironmentValues())
  }

  /// The value this property names in `environment`.
  private func read(from environment: EnvironmentValues) -> Value {
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
    // The view depends on the value this property names whether its body reads it or only
    // an action does later, as in SwiftUI: reading it here records that, and keeps the
    // value for the body and actions to read.
    switch source {
    case .keyPath(let keyPath): cell.value = node.environment[keyPath: keyPath]
    case .object(let find): cell.value = find(node.environment)
    }
  }
}

extension Environment: GraphComparable {
  func isSame(as other: Self) -> Bool { true }
}

/// The value a property read from the environment it was installed with; nil until then,
/// or when the object it names was not put in.
@MainActor
final class EnvironmentCell<Value> {
  var value: Value?
}
