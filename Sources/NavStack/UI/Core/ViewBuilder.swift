/// Builds views from `if`, `switch`, `for`-less sequences of children, as SwiftUI's.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// No children.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One child, unchanged.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Any number of children, kept in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    var children: [any View] = []
    for child in repeat each content { children.append(child) }
    return TupleView((repeat each content), children: children)
  }

  /// Each expression is a view.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch of `if`/`else` or the first cases of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The `else` branch or the later cases of a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// `if #available`: the content, type-erased as SwiftUI does.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views in a row of a builder; containers lay each out as its own child.
public struct TupleView<T>: View {
  /// The children, as a tuple.
  public var value: T
  /// The children one by one, as the builder saw them, so the graph needs no reflection.
  let children: [any View]?

  /// Wraps the children.
  public init(_ value: T) {
    self.value = value
    children = nil
  }

  init(_ value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  /// Each child, from the builder or by reflection over the tuple.
  var childViews: [any View] {
    if let children { return children }
    return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  /// A primitive view.
  public typealias Body = Never
}

extension TupleView: PrimitiveView, TransparentView {
  func update(node: ViewNode) {
    var keys: [ChildKey] = []
    for (index, view) in childViews.enumerated() {
      let key = ChildKey.index(index)
      node.updateChild(key, with: view)
      keys.append(key)
    }
    node.keepChildren(keys)
  }
}

/// One of two views, chosen by a builder's `if`/`else` or `switch`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage

  /// A primitive view.
  public typealias Body = Never
}

extension _ConditionalContent: PrimitiveView, TransparentView {
  func update(node: ViewNode) {
    // Each branch is its own identity: switching branches drops the other branch's state.
    switch storage {
    case .trueContent(let view):
      node.updateChild(.branch(0), with: view)
      node.keepChildren([.branch(0)])
    case .falseContent(let view):
      node.updateChild(.branch(1), with: view)
      node.keepChildren([.branch(1)])
    }
  }
}

extension Optional: View where Wrapped: View {
  /// A primitive view.
  public typealias Body = Never
}

extension Optional: PrimitiveView, TransparentView where Wrapped: View {
  func update(node: ViewNode) {
    if let view = self {
      node.updateChild(.branch(0), with: view)
      node.keepChildren([.branch(0)])
    } else {
      node.keepChildren([])
    }
  }
}

/// Nothing: takes no space and draws nothing.
public struct EmptyView: View {
  /// Nothing.
  public init() {}
  /// A primitive view.
  public typealias Body = Never
}

extension EmptyView: PrimitiveView, TransparentView {
  func update(node: ViewNode) { node.keepChildren([]) }
}

/// Children grouped without a container, so one modifier can apply to them all.
public struct Group<Content: View>: View {
  let content: Content
  /// Groups the built children.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// A primitive view.
  public typealias Body = Never
}

extension Group: PrimitiveView, TransparentView {
  func update(node: ViewNode) {
    node.updateChild(.index(0), with: content)
    node.keepChildren([.index(0)])
  }
}

/// A view whose type is hidden; changing the wrapped type changes its identity.
public struct AnyView: View {
  let wrapped: any View
  let typeID: ObjectIdentifier

  /// Erases the type of `view`.
  public init<V: View>(_ view: V) {
    if let any = view as? AnyView {
      self = any
    } else {
      wrapped = view
      typeID = ObjectIdentifier(V.self)
    }
  }

  /// Erases the type of a view of unknown type.
  public init?(erasing view: Any) {
    guard let view = view as? any View else { return nil }
    wrapped = view
    typeID = ObjectIdentifier(type(of: view))
  }

  /// A primitive view.
  public typealias Body = Never
}

extension AnyView: PrimitiveView, TransparentView {
  func update(node: ViewNode) {
    node.updateChild(.index(0), with: wrapped)
    node.keepChildren([.index(0)])
  }
}
