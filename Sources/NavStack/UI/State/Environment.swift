/// Reads a value from the environment, as SwiftUI's `@Environment`.
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    /// An object put in with `.environment(_:)`, found by its type's identifier: no closure
    /// to allocate with each value of the view.
    case object(ObjectIdentifier)
    case optionalObject((EnvironmentValues) -> Value)
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
    source = .object(ObjectIdentifier(type))
  }

  /// Reads an optional `@Observable` object: nil when none was put in.
  public init<T: AnyObject>(_ type: T.Type) where Value == T? {
    source = .optionalObject { $0.object(type) }
  }

  /// The value at this view's place.
  public var wrappedValue: Value {
    if let value = cell.value { return EnvironmentCell.take(value, as: Value.self) }
    return read(from: EnvironmentValues())
  }

  /// The value this property names in `environment`.
  private func read(from environment: EnvironmentValues) -> Value {
    switch source {
    case .keyPath(let keyPath):
      return environment[keyPath: keyPath]
    case .object(let id):
      if let object = environment.object(id) { return EnvironmentCell.take(object, as: Value.self) }
      fatalError("No \(Value.self) in the environment: add .environment(_:) above this view")
    case .optionalObject(let find):
      return find(environment)
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
    case .object(let id): cell.value = node.environment.object(id)
    case .optionalObject(let find): cell.value = find(node.environment)
    }
  }
}

extension Environment: GraphComparable {
  func isSame(as other: Self) -> Bool { true }
}

/// The value a property read from the environment it was installed with; nil until then,
/// or when the object it names was not put in.
///
/// Not generic: a cell is made with every value of a view, and a generic one would ask the
/// runtime for its type's metadata each time, and for `Optional<Value>`'s on each write and
/// read.
@MainActor
final class EnvironmentCell {
  var value: Any?

  /// `value` as the `Value` it was written as.
  static func take<Value>(_ value: Any, as _: Value.Type) -> Value {
    unbox(value, as: Value.self) { stored in
      guard let value = stored as? Value else {
        fatalError("The environment holds \(type(of: stored)), not \(Value.self)")
      }
      return value
    }
  }
}
