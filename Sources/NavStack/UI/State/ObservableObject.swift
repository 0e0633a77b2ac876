import Synchronization

/// A class whose changes rebuild the views that hold it, as Combine's `ObservableObject`.
///
/// Combine does not exist on Linux, so NavStack gives the part SwiftUI uses: `objectWillChange`
/// is sent before any `@Published` property changes, and every view holding the object through
/// `@StateObject`, `@ObservedObject` or `@EnvironmentObject` is rebuilt.
public protocol ObservableObject: AnyObject {
  /// The type of `objectWillChange`.
  associatedtype ObjectWillChangePublisher: ObjectWillChangeSending = ObservableObjectPublisher
  /// Sent before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

/// What `objectWillChange` can be: something that tells its subscribers a change is coming.
public protocol ObjectWillChangeSending: AnyObject {
  /// Calls `action` before each change until the returned token is cancelled.
  func subscribe(_ action: @escaping @Sendable () -> Void) -> SubscriptionToken
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// One publisher per object, made when first asked for.
  public var objectWillChange: ObservableObjectPublisher { PublisherTable.publisher(for: self) }
}

/// Combine's `ObservableObjectPublisher`: `send()` before a change.
public final class ObservableObjectPublisher: ObjectWillChangeSending, Sendable {
  private let subscribers = Mutex<[Int: @Sendable () -> Void]>([:])
  private let nextID = Atomic<Int>(0)

  /// A publisher with no subscriber yet.
  public init() {}

  /// Tells every subscriber that the object is about to change.
  public func send() {
    let actions = subscribers.withLock { Array($0.values) }
    for action in actions { action() }
  }

  /// Calls `action` on every `send()` until the token is cancelled.
  public func subscribe(_ action: @escaping @Sendable () -> Void) -> SubscriptionToken {
    let id = nextID.add(1, ordering: .relaxed).newValue
    subscribers.withLock { $0[id] = action }
    return SubscriptionToken { [weak self] in
      _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
    }
  }
}

/// Ends a subscription when cancelled or released, as Combine's `AnyCancellable`.
public final class SubscriptionToken: Sendable {
  private let onCancel: Mutex<(@Sendable () -> Void)?>

  /// A token that runs `cancel` once.
  public init(_ cancel: @escaping @Sendable () -> Void) { onCancel = Mutex(cancel) }

  /// Ends the subscription.
  public func cancel() {
    let action = onCancel.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  deinit { cancel() }
}

/// The publishers of objects that use the default `objectWillChange`, by object.
enum PublisherTable {
  private struct Entry: @unchecked Sendable {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }
  private static let table = Mutex<[ObjectIdentifier: Entry]>([:])

  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    let id = ObjectIdentifier(object)
    return table.withLock { table in
      if let entry = table[id], entry.object === object { return entry.publisher }
      if table.count > 256 { table = table.filter { $0.value.object != nil } }
      let publisher = ObservableObjectPublisher()
      table[id] = Entry(object: object, publisher: publisher)
      return publisher
    }
  }
}

extension ObjectWillChangeSending {
  /// Sends `objectWillChange` when this is the standard publisher.
  func sendWillChange() {
    (self as? ObservableObjectPublisher)?.send()
  }
}
