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
}

extension PrimitiveView {
  /// Compared as a whole unless a container says otherwise.
  static var isComparedByChildren: Bool { false }
}

/// A view whose children are laid out by its container, as if written there one by one
/// (`TupleView`, `Group`, `ForEach`, branches): stacks and lists see through it.
@MainActor
protocol TransparentView {}

extension View where Body == Never {
  /// A view the graph builds itself has no body; the graph never asks for it.
  public var body: Never { fatalError("\(Self.self) is built by the graph and has no body") }
}
