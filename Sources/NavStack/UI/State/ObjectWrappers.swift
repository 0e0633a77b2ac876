/// An `ObservableObject` a view creates and owns, kept by the view's identity, as SwiftUI's.
///
/// The object is made once, the first time the view appears at its place, and lives as long
/// as that place; every change it announces rebuilds the view.
@MainActor
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let make: () -> ObjectType
  private let cell = ObjectCell<ObjectType>()

  /// Makes the object the first time only: `@StateObject var model = Model()`.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    make = thunk
  }

  /// The object.
  public var wrappedValue: ObjectType {
    if let object = cell.object { return object }
    let object = make()
    cell.object = object
    return object
  }

  /// `$model.property`: bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension StateObject: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    defer { slot += 1 }
    if slot < node.slots.count, let subscription = node.slots[slot] as? ObjectSubscription,
      let object = subscription.object as? ObjectType
    {
      cell.object = object
      return
    }
    // A view value shown at a second place (a link's destination pushed again) makes its own
    // object there (R47).
    if cell.isPlaced { cell.object = nil }
    cell.isPlaced = true
    let object = wrappedValue
    let subscription = ObjectSubscription(object: object, node: node)
    if slot < node.slots.count {
      node.slots[slot] = subscription
    } else {
      node.slots.append(subscription)
    }
  }
}

extension StateObject: GraphComparable {
  func isSame(as other: Self) -> Bool { true }
}

/// An `ObservableObject` a view is handed, as SwiftUI's `ObservedObject`.
@MainActor
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public let wrappedValue: ObjectType

  /// Observes `object`.
  public init(wrappedValue object: ObjectType) { wrappedValue = object }

  /// Observes `object`.
  public init(initialValue object: ObjectType) { wrappedValue = object }

  /// `$model.property`: bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to an object's properties.
  @MainActor
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to `object[keyPath:]`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = self.object
      return Binding(
        location: BindingLocation(owner: ObjectIdentifier(object), path: [keyPath]),
        get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

extension ObservedObject: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    defer { slot += 1 }
    ObjectSubscription.install(wrappedValue, on: node, slot: slot)
  }
}

extension ObservedObject: GraphComparable {
  func isSame(as other: Self) -> Bool {
    other.wrappedValue === wrappedValue
  }
}

/// An `ObservableObject` put in by an ancestor with `.environmentObject(_:)`.
@MainActor
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  private let cell = ObjectCell<ObjectType>()

  /// Reads the object of this type from the environment.
  public init() {}

  /// The object; a view that asks for one no ancestor gave is a programming error.
  public var wrappedValue: ObjectType {
    if let object = cell.object { return object }
    fatalError(
      "No ObservableObject of type \(ObjectType.self) found: add .environmentObject(_:) above")
  }

  /// `$model.property`: bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

extension EnvironmentObject: InstallableProperty {
  func install(on node: ViewNode, slot: inout Int) {
    defer { slot += 1 }
    guard let object = node.environment.object(ObjectType.self) else { return }
    cell.object = object
    ObjectSubscription.install(object, on: node, slot: slot)
  }
}

extension EnvironmentObject: GraphComparable {
  func isSame(as other: Self) -> Bool { true }
}

/// A property wrapper's object, once the node has given it.
@MainActor
final class ObjectCell<ObjectType: AnyObject> {
  var object: ObjectType?
  /// Whether a node already keeps `object` (a `@StateObject`'s).
  var isPlaced = false
}

/// A node listening to one object's `objectWillChange`.
@MainActor
final class ObjectSubscription {
  let object: AnyObject
  private var token: SubscriptionToken?

  init<Object: ObservableObject>(object: Object, node: ViewNode) {
    self.object = object
    let reference = NodeReference(node)
    token = object.objectWillChange.subscribe { reference.post() }
  }

  /// Keeps slot `slot` of `node` subscribed to `object`, replacing an older object's.
  static func install<Object: ObservableObject>(_ object: Object, on node: ViewNode, slot: Int) {
    if slot < node.slots.count, let existing = node.slots[slot] as? ObjectSubscription,
      existing.object === object
    {
      return
    }
    let subscription = ObjectSubscription(object: object, node: node)
    if slot < node.slots.count {
      node.slots[slot] = subscription
    } else {
      while node.slots.count < slot { node.slots.append(ObjectCell<AnyObject>()) }
      node.slots.append(subscription)
    }
  }
}
