/// A piece of user interface described as a value, as SwiftUI's `View`.
///
/// A view is cheap to make and is thrown away after its `body` has been read; what must last
/// (state, focus, the stack's screens) lives in the graph's nodes, kept by the view's identity.
@MainActor @preconcurrency
public protocol View {
  /// The view this one is made of.
  associatedtype Body: View
  /// The content, rebuilt whenever something it read has changed.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
  /// The graph's handle on a type of view it builds itself; nil for a view with a body.
  ///
  /// NavStack's own views provide it, and a view written with a `body` keeps the default. A
  /// requirement, reached through the type's witness table, rather than a cast: a type's
  /// first cast to a protocol scans every conformance in the binary.
  static var _primitiveType: _PrimitiveViewType? { get }
  /// The body, as a value of any view.
  ///
  /// A requirement so that the graph reads a body without looking up the type of `Body`:
  /// through a generic `View`, that type is a mangled name the runtime resolves on its first
  /// read, checking each generic argument's conformance by a scan of every conformance
  /// record. Here, specialized for the view's own type, its type is known when compiled.
  func _erasedBody() -> any View
}

extension View {
  /// A view with a body: the graph evaluates the body.
  public static var _primitiveType: _PrimitiveViewType? { nil }

  /// The body, boxed.
  @inlinable public func _erasedBody() -> any View { body }
}

extension Never: View {
  /// Primitive views have no body; the graph never asks for it.
  public var body: Never { fatalError("Never has no body") }
}

/// A view the graph builds itself: it keeps children and a renderer instead of a body.
@MainActor
protocol PrimitiveView {
  /// Updates `node` (its children, its renderer) for this value of the view.
  func update(node: ViewNode)
  /// Whether the view is a container whose children compare themselves (see
  /// `ComparedByChildren.swift`).
  static var isComparedByChildren: Bool { get }
  /// Whether the declarations of this view are compared by shape after a rebuild without
  /// new inputs (see `StableDeclarations`).
  static var hasStableDeclarations: Bool { get }
  /// How a list sees this view among its rows (see `ListRows`).
  var rowRole: RowRole { get }
}

extension PrimitiveView {
  /// Compared as a whole unless a container says otherwise.
  static var isComparedByChildren: Bool { false }
  /// Declarations count as changed unless the view says otherwise.
  static var hasStableDeclarations: Bool { false }
  /// The handle `View._primitiveType` gives for this type.
  static var primitiveType: _PrimitiveViewType { _PrimitiveViewType(Self.self) }
}

extension View where Self: PrimitiveView {
  /// The handle of an internal primitive type.
  ///
  /// A public one must spell out its own public witness (`PrimitiveViews.swift`): the
  /// compiler rejects this internal one for it.
  static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension PrimitiveView where Self: StableDeclarations {
  /// A `StableDeclarations` view says so.
  static var hasStableDeclarations: Bool { true }
}

/// A view whose children are laid out by its container, as if written there one by one
/// (`TupleView`, `Group`, `ForEach`, branches): stacks and lists see through it.
@MainActor
protocol TransparentView {}

extension View where Body == Never {
  /// A view the graph builds itself has no body; the graph never asks for it.
  public var body: Never { fatalError("\(Self.self) is built by the graph and has no body") }
}
