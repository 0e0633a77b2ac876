/// Whether a view handed to a node is the same as the last one, so its body need not run.
///
/// SwiftUI compares a view's stored properties; this does the same by reflection: equatable
/// values by `==`, objects by identity, state and bindings by what they point to. A closure
/// cannot be compared, so a view holding one is taken as changed, as SwiftUI takes it.
@MainActor
enum ViewEquality {
  static func same(_ lhs: Any, _ rhs: Any) -> Bool {
    compare(lhs, rhs, depth: 0)
  }

  private static func compare(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    if let bytes = plainBytesEqual(lhs, rhs) { return bytes }
    if let comparable = lhs as? any GraphComparable { return comparable.isSame(as: rhs) }
    if let equatable = lhs as? any Equatable { return equal(equatable, rhs) }
    let left = Mirror(reflecting: lhs)
    switch left.displayStyle {
    case .class:
      return (lhs as AnyObject) === (rhs as AnyObject)
    case .struct, .tuple, .optional, .enum:
      guard depth < 6 else { return false }
      let right = Mirror(reflecting: rhs)
      let rightChildren = right.children.makeIterator()
      for child in left.children {
        guard let other = rightChildren.next(), child.label == other.label else { return false }
        if !compare(child.value, other.value, depth: depth + 1) { return false }
      }
      return rightChildren.next() == nil
    default:
      return false
    }
  }

  /// For plain data (no references, no closures), the bytes decide, as SwiftUI compares.
  private static func plainBytesEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    func open<T>(_ lhs: T) -> Bool? {
      guard _isPOD(T.self), let rhs = rhs as? T else { return nil }
      return withUnsafeBytes(of: lhs) { left in
        withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) }
      }
    }
    return open(lhs)
  }

  private static func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? T else { return false }
    return lhs == rhs
  }
}

/// A stored property that knows how to compare itself for `ViewEquality`.
@MainActor
protocol GraphComparable {
  func isSame(as other: Any) -> Bool
}
