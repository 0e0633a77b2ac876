@_spi(Reflection) import Swift

/// A stored property of a view that the graph connects to the node before `body` runs, as
/// SwiftUI's `DynamicProperty`: `@State`, `@Binding`, `@Environment`, `@StateObject`, ….
@preconcurrency @MainActor
public protocol DynamicProperty {
  /// Called before the view's body is read; nothing to do for most properties.
  mutating func update()
  /// The graph's handle on a type of property it connects to the node itself (`@State`,
  /// `@Environment`, …); nil for a property made of other dynamic properties.
  ///
  /// NavStack's own wrappers provide it, and any other property keeps the default: a
  /// requirement rather than a cast, as `View._primitiveType` is.
  static var _installableType: _InstallablePropertyType? { get }
}

extension DynamicProperty {
  /// Does nothing.
  public mutating func update() {}
  /// A property made of other dynamic properties, which are connected one by one.
  public static var _installableType: _InstallablePropertyType? { nil }
}

/// What the graph calls on a dynamic property: connect to slot `index` of `node`.
@MainActor
protocol InstallableProperty: DynamicProperty {
  func install(on node: ViewNode, slot: inout Int)
}

extension DynamicProperty where Self: InstallableProperty {
  /// The handle of an internal installable type.
  ///
  /// A public one must spell out its own public witness (`InstallableProperties.swift`): the
  /// compiler rejects this internal one for it.
  static var _installableType: _InstallablePropertyType? { _InstallablePropertyType(Self.self) }
}

/// Finds a view's dynamic properties, as SwiftUI does, and connects them.
///
/// Where they are in a type is worked out once, by reflection, and kept as offsets, so that
/// installing them before each body reads the view's memory instead of building a `Mirror`.
@MainActor
enum DynamicProperties {
  /// Installs one property found at an offset of the view.
  private typealias FieldInstaller = @MainActor (UnsafeRawPointer, ViewNode, inout Int) -> Void

  /// How a type's properties are installed.
  private enum Plan {
    /// No dynamic property: nothing to do.
    case none
    /// The properties' offsets, in declared order (the order of the node's slots).
    case fields([(offset: Int, install: FieldInstaller)])
    /// A type whose fields are not laid out as a plain struct's: found by `Mirror` each time.
    case mirror
  }

  /// Each view type's plan, worked out once per type: it depends on the type's layout alone,
  /// never on a window or a value, so every window shares it.
  private static var plans: [ObjectIdentifier: Plan] = [:]

  static func install(on node: ViewNode) {
    install(node.view, on: node)
  }

  static func install(_ value: Any, on node: ViewNode) {
    func open<T>(_ value: T) {
      switch plan(for: T.self) {
      case .none:
        return
      case .fields(let fields):
        // Read in place: the properties are reference cells or bindings, so installing them
        // needs no copy of the view.
        withUnsafePointer(to: value) { pointer in
          let base = UnsafeRawPointer(pointer)
          var slot = 0
          for field in fields { field.install(base + field.offset, node, &slot) }
        }
      case .mirror:
        var slot = 0
        _ = visit(value, on: node, slot: &slot, depth: 0)
      }
    }
    _openExistential(value, do: open)
  }

  private static func plan<T>(for type: T.Type) -> Plan {
    let key = ObjectIdentifier(type)
    if let known = plans[key] { return known }
    let made: Plan
    if let fields = fieldInstallers(of: type, depth: 0) {
      made = fields.isEmpty ? .none : .fields(fields)
    } else {
      made = .mirror
    }
    plans[key] = made
    return made
  }

  /// The installers of a struct's dynamic properties, nested `DynamicProperty` structs
  /// included; nil when `type` is not a struct whose fields reflection can walk.
  private static func fieldInstallers(of type: Any.Type, depth: Int)
    -> [(offset: Int, install: FieldInstaller)]?
  {
    guard isStruct(type) else { return nil }
    var result: [(offset: Int, install: FieldInstaller)] = []
    var walkable = true
    let walked = _forEachField(of: type) { _, offset, fieldType, _ in
      // One cast a field type: each type's first cast to a protocol scans every conformance
      // record in the binary.
      guard let dynamic = fieldType as? any DynamicProperty.Type else { return true }
      if let installable = dynamic._installableType {
        result.append((offset, installer(for: installable.type)))
      } else if depth < 3 {
        guard let nested = fieldInstallers(of: fieldType, depth: depth + 1) else {
          walkable = false
          return false
        }
        result += nested.map { (offset + $0.offset, $0.install) }
      }
      return true
    }
    return walked && walkable ? result : nil
  }

  private static func installer<P: InstallableProperty>(for _: P.Type) -> FieldInstaller {
    { pointer, node, slot in
      pointer.assumingMemoryBound(to: P.self).pointee.install(on: node, slot: &slot)
    }
  }

  /// Whether `type` is a struct (the kind word of its metadata).
  private static func isStruct(_ type: Any.Type) -> Bool {
    unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee == 0x200
  }

  /// Installs every property by `Mirror`, looking inside nested `DynamicProperty` structs too.
  private static func visit(_ value: Any, on node: ViewNode, slot: inout Int, depth: Int) -> Bool {
    var found = false
    for child in Mirror(reflecting: value).children {
      guard let property = child.value as? any DynamicProperty else { continue }
      if let installable = type(of: property)._installableType {
        installable.install(property, on: node, slot: &slot)
        found = true
      } else if depth < 3 {
        found = visit(child.value, on: node, slot: &slot, depth: depth + 1) || found
      }
    }
    return found
  }
}
