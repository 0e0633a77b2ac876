@_spi(Reflection) import Swift

/// Reads the views of a `TupleView`'s tuple, element by element.
///
/// Where each element lies in a type of tuple is worked out once, by reflection, and kept as
/// offsets with a reader of each element's type; reading a tuple then copies its elements
/// out of its memory. The builder no longer boxes each child when it builds a tuple: a row's
/// context menu, a tuple of buttons built with every row, is read only when the row's actions
/// are asked for.
@MainActor
enum TupleElements {
  /// Reads one element, found at an offset of the tuple, as a view.
  private typealias Reader = @MainActor (UnsafeRawPointer) -> any View

  /// The readers of each type of tuple by its identifier; nil for a type reflection cannot
  /// walk, read by `Mirror` instead.
  private static var layouts: [ObjectIdentifier: [(offset: Int, read: Reader)]?] = [:]

  /// The elements of `tuple` that are views, in order.
  static func views<T>(of tuple: T) -> [any View] {
    guard let readers = layout(of: T.self) else {
      return Mirror(reflecting: tuple).children.compactMap { $0.value as? any View }
    }
    return withUnsafePointer(to: tuple) { pointer in
      let base = UnsafeRawPointer(pointer)
      return readers.map { $0.read(base + $0.offset) }
    }
  }

  private static func layout<T>(of type: T.Type) -> [(offset: Int, read: Reader)]? {
    let key = ObjectIdentifier(type)
    if let known = layouts[key] { return known }
    var readers: [(offset: Int, read: Reader)] = []
    let walked = _forEachField(of: type) { _, offset, elementType, _ in
      // One cast an element type, once: the first cast of a type to a protocol scans the
      // binary's conformance records.
      if let view = elementType as? any View.Type { readers.append((offset, reader(for: view))) }
      return true
    }
    let made = walked ? readers : nil
    layouts[key] = made
    return made
  }

  private static func reader<V: View>(for _: V.Type) -> Reader {
    { $0.assumingMemoryBound(to: V.self).pointee }
  }
}
