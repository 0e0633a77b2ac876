import FoundationEssentials
@_spi(Reflection) import Swift

/// Whether a view handed to a node is the same as the last one, so its body need not run.
///
/// SwiftUI compares a view's stored properties; this does the same by reflection: equatable
/// values by `==`, objects by identity, state and bindings by what they point to. Two closures
/// are the same only when they are one closure (one function, one context): a closure made
/// again, even from the same code, is taken as changed, as SwiftUI takes it, while a view
/// handed on as it was (a modifier's content, when only the modifier's own state changed)
/// keeps its closures and is the same.
///
/// How to compare a type is worked out once and kept: a struct's fields are found by their
/// offsets, so comparing a view reads its memory instead of building a `Mirror` each time.
@MainActor
enum ViewEquality {
  static func same(_ lhs: Any, _ rhs: Any) -> Bool {
    compare(lhs, rhs, depth: 0)
  }

  /// Compares two values of one type, given the addresses of both.
  fileprivate typealias Comparator = @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  private struct Key: Hashable {
    let type: ObjectIdentifier
    let depth: Int
  }

  /// Whether two values of one static type are the same, without boxing them.
  ///
  /// For a type known where it is called (a branch's view); an existential goes through
  /// `same(_:_:)`, which opens it.
  static func sameValues<T>(_ lhs: T, _ rhs: T) -> Bool {
    if MetadataKind(of: T.self) == .existential { return compare(lhs, rhs, depth: 0) }
    return typedCompare(lhs, rhs, depth: 0)
  }

  /// How each type is compared, worked out once per type: it depends on the type alone, never
  /// on a window or a value, so every window shares it.
  private static var comparators: [Key: Comparator] = [:]

  fileprivate static func compare(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    // The opened type, not `type(of:)`: a value from a `Mirror` may be an existential boxed
    // again, which `type(of:)` looks through.
    func open<T>(_ lhs: T) -> Bool {
      // An existential boxed again opens as itself; casts and `Mirror` look through it.
      if MetadataKind(of: T.self) == .existential {
        return reflectiveCompare(lhs, rhs, depth: depth)
      }
      // The right value is opened where it is too: a cast would copy it out of its box.
      func openRight<U>(_ right: U) -> Bool {
        guard U.self == T.self else { return castCompare(lhs, rhs, depth: depth) }
        return compareInPlace(lhs, right, depth: depth)
      }
      return _openExistential(rhs, do: openRight)
    }
    return _openExistential(lhs, do: open)
  }

  /// Compares `lhs` with `rhs` cast to `lhs`'s type, for a right value boxed again; apart, so
  /// that the common path asks the runtime for no `Optional<T>` metadata.
  @inline(never)
  private static func castCompare<T>(_ lhs: T, _ rhs: Any, depth: Int) -> Bool {
    guard let right = rhs as? T else { return false }
    return typedCompare(lhs, right, depth: depth)
  }

  /// Compares two values of a type that is not an existential, where they already are: no
  /// copy, and the kept comparator found without boxing a sample.
  fileprivate static func typedCompare<T>(_ lhs: T, _ rhs: T, depth: Int) -> Bool {
    compareInPlace(lhs, rhs, depth: depth)
  }

  /// Compares `lhs` with `rhs`, a value of `lhs`'s very type opened apart, where both are.
  private static func compareInPlace<T, U>(_ lhs: T, _ rhs: U, depth: Int) -> Bool {
    let comparator =
      comparators[Key(type: ObjectIdentifier(T.self), depth: depth)]
      ?? self.comparator(for: T.self, depth: depth, sample: lhs)
    return withUnsafePointer(to: lhs) { left in
      withUnsafePointer(to: rhs) { right in
        comparator(UnsafeRawPointer(left), UnsafeRawPointer(right))
      }
    }
  }

  /// The comparison for `type` at `depth`; `sample`, a value of the type, checks what
  /// reflection says of its fields.
  private static func comparator(for type: Any.Type, depth: Int, sample: Any) -> Comparator {
    let key = Key(type: ObjectIdentifier(type), depth: depth)
    if let known = comparators[key] { return known }
    func open<T>(_: T.Type) -> Comparator { makeComparator(T.self, depth: depth, sample: sample) }
    let made = _openExistential(type, do: open)
    comparators[key] = made
    return made
  }

  /// The comparison the reflective walk would make for `T`, in the same order of checks.
  private static func makeComparator<T>(_: T.Type, depth: Int, sample: Any) -> Comparator {
    // For plain data (no references, no closures), the bytes decide, as SwiftUI compares.
    if _isPOD(T.self) {
      let size = MemoryLayout<T>.size
      return { memcmp($0, $1, size) == 0 }
    }
    if let comparable = T.self as? any GraphComparable.Type {
      func open<G: GraphComparable>(_: G.Type) -> Comparator {
        {
          $0.assumingMemoryBound(to: G.self).pointee.isSame(
            as: $1.assumingMemoryBound(to: G.self).pointee)
        }
      }
      return open(comparable)
    }
    if let equatable = T.self as? any Equatable.Type {
      func open<E: Equatable>(_: E.Type) -> Comparator {
        { $0.assumingMemoryBound(to: E.self).pointee == $1.assumingMemoryBound(to: E.self).pointee }
      }
      return open(equatable)
    }
    if T.self is AnyClass {
      return { $0.load(as: UnsafeRawPointer.self) == $1.load(as: UnsafeRawPointer.self) }
    }
    // An optional of a type that is not equatable (a binding, a position in the environment)
    // compares what it wraps, as the reflective walk does, without building mirrors.
    if let optional = T.self as? any ComparedOptional.Type {
      return optional.comparator(depth: depth)
    }
    let kind = MetadataKind(of: T.self)
    if kind == .existential {
      // The value inside decides its own comparison; a view is unboxed by a cast, so that
      // it opens as its own type.
      return {
        let left = $0.assumingMemoryBound(to: T.self).pointee
        let right = $1.assumingMemoryBound(to: T.self).pointee
        if let left = left as? any View, let right = right as? any View {
          return compare(left, right, depth: depth)
        }
        return reflectiveCompare(left, right, depth: depth)
      }
    }
    // A closure is the same only as itself: its code and its context, bit for bit. A
    // collection of values that are not equatable is taken as changed, as the reflective
    // walk takes it.
    if kind == .function {
      let size = MemoryLayout<T>.size
      return { memcmp($0, $1, size) == 0 }
    }
    if T.self is any CustomReflectable.Type {
      switch Mirror(reflecting: sample).displayStyle {
      case .collection?, .dictionary?, .set?: return { _, _ in false }
      default: break
      }
    }
    if kind == .struct, !(T.self is any CustomReflectable.Type) {
      guard depth < 6 else { return { _, _ in false } }
      if let fields = fieldComparators(of: T.self, depth: depth, sample: sample) {
        return { left, right in
          for (offset, compare) in fields where !compare(left + offset, right + offset) {
            return false
          }
          return true
        }
      }
    }
    return {
      mirrorCompare(
        $0.assumingMemoryBound(to: T.self).pointee, $1.assumingMemoryBound(to: T.self).pointee,
        depth: depth)
    }
  }

  /// Each stored property's offset and comparison; nil when one may be a weak reference,
  /// whose storage only a `Mirror` reads safely, or when the fields found by offset are not
  /// the ones a `Mirror` of `sample` shows.
  private static func fieldComparators<T>(of _: T.Type, depth: Int, sample: Any)
    -> [(Int, Comparator)]?
  {
    var fields: [(offset: Int, type: Any.Type, kind: _MetadataKind)] = []
    var safe = true
    let walked = _forEachField(of: T.self) { _, offset, type, kind in
      if kind == .optional, let wrapped = (type as? any OptionalWrapper.Type)?.wrappedType,
        wrapped is AnyClass || MetadataKind(of: wrapped) == .existential
      {
        safe = false
        return false
      }
      fields.append((offset, type, kind))
      return true
    }
    guard walked, safe else { return nil }
    let children = Array(Mirror(reflecting: sample).children)
    guard children.count == fields.count else { return nil }
    var result: [(rank: Int, offset: Int, compare: Comparator)] = []
    for (field, child) in zip(fields, children) {
      // An existential field holds a value of another type; any other field's value must be
      // of the field's type exactly.
      if field.kind != .existential && type(of: child.value) != field.type { return nil }
      result.append(
        (
          rank(of: field.kind), field.offset,
          comparator(for: field.type, depth: depth + 1, sample: child.value)
        ))
    }
    // The result is the same in any order: fields that decide fast go first.
    return result.sorted { $0.rank < $1.rank }.map { ($0.offset, $0.compare) }
  }

  /// How soon a field of `kind` is compared: closures (the same only when handed on
  /// unchanged) first, reflected enums and tuples last.
  private static func rank(of kind: _MetadataKind) -> Int {
    switch kind {
    case .function: return 0
    case .class: return 1
    case .struct, .existential: return 2
    default: return 3
    }
  }

  /// The comparison made without a kept comparator: casts and `Mirror` alone.
  private static func reflectiveCompare(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    if let comparable = lhs as? any GraphComparable { return comparable.isSame(asAny: rhs) }
    if let equatable = lhs as? any Equatable { return equal(equatable, rhs) }
    return mirrorCompare(lhs, rhs, depth: depth)
  }

  private static func equal<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? E else { return false }
    return lhs == rhs
  }

  /// The walk by `Mirror`, for enums, tuples, optionals and types that reflect themselves.
  private static func mirrorCompare(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
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
}

/// The kind word that starts every type's metadata record (the Swift ABI's `MetadataKind`).
private struct MetadataKind: Equatable {
  let rawValue: UInt

  static let `struct` = MetadataKind(rawValue: 0x200)
  static let function = MetadataKind(rawValue: 0x302)
  static let existential = MetadataKind(rawValue: 0x303)

  init(rawValue: UInt) { self.rawValue = rawValue }

  init(of type: Any.Type) {
    rawValue = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
  }
}

/// An optional compared by what it wraps.
@MainActor
private protocol ComparedOptional {
  static func comparator(depth: Int) -> ViewEquality.Comparator
}

extension Optional: ComparedOptional {
  /// Two nils are the same; two values are compared one level deeper, as a `Mirror` of an
  /// optional shows its value; a nil and a value differ.
  fileprivate static func comparator(depth: Int) -> ViewEquality.Comparator {
    { left, right in
      switch (
        left.assumingMemoryBound(to: Self.self).pointee,
        right.assumingMemoryBound(to: Self.self).pointee
      ) {
      case (nil, nil): return true
      case (let left?, let right?):
        guard depth < 6 else { return false }
        if MetadataKind(of: Wrapped.self) == .existential {
          return ViewEquality.compare(left, right, depth: depth + 1)
        }
        return ViewEquality.typedCompare(left, right, depth: depth + 1)
      default: return false
      }
    }
  }
}

/// Names an optional's wrapped type, to tell which optionals may be weak references.
private protocol OptionalWrapper {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalWrapper {
  static var wrappedType: Any.Type { Wrapped.self }
}

/// A stored property that knows how to compare itself for `ViewEquality`.
///
/// Typed, not `Any`: the comparison is handed two values already known to be of one type, so
/// it needs no box and no cast.
@MainActor
protocol GraphComparable {
  func isSame(as other: Self) -> Bool
}

extension GraphComparable {
  /// Compares with a value of unknown type.
  func isSame(asAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return isSame(as: other)
  }
}
