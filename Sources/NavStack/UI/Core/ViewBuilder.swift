/// Builds views from `if`, `switch`, `for`-less sequences of children, as SwiftUI's.
///
/// Its builders are inlinable, so that an app's body builds its views with the types known,
/// rather than asking the runtime for `_ConditionalContent`'s metadata each time.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// No children.
  @inlinable public static func buildBlock() -> EmptyView { EmptyView() }

  /// One child, unchanged.
  @inlinable public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Any number of children, kept in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }

  /// Each expression is a view.
  @inlinable public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  /// `if` without `else`.
  @inlinable public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch of `if`/`else` or the first cases of a `switch`.
  @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  )
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The `else` branch or the later cases of a `switch`.
  @inlinable public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  )
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// `if #available`: the content, type-erased as SwiftUI does.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// One of two views, chosen by a builder's `if`/`else` or `switch`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  @usableFromInline enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  @usableFromInline let storage: Storage

  @usableFromInline init(storage: Storage) { self.storage = storage }

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
