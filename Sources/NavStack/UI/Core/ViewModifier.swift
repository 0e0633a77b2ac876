/// A reusable change to a view, as SwiftUI's `ViewModifier`: `content.modifier(M())`.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The modified view.
  associatedtype Body: View
  /// The view being modified, as a placeholder view.
  typealias Content = _ViewModifier_Content<Self>
  /// The modified view, built from the content.
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
  /// The graph's handle on a type of modifier it applies itself; nil for a modifier with a
  /// body.
  ///
  /// NavStack's own modifiers provide it, and a modifier written with a `body` keeps the
  /// default: a requirement rather than a cast, as `View._primitiveType` is.
  static var _primitiveType: _PrimitiveModifierType? { get }
  /// The body for `content`, as a value of any view.
  ///
  /// A requirement for the reason `View._erasedBody()` is one: the graph reads the body
  /// without looking up the type of `Body` at run time.
  func _erasedBody(content: Content) -> any View
}

extension ViewModifier {
  /// A modifier with a body: the graph evaluates the body.
  public static var _primitiveType: _PrimitiveModifierType? { nil }

  /// The body, boxed.
  @inlinable public func _erasedBody(content: Content) -> any View { body(content: content) }
}

/// The content a `ViewModifier` modifies, standing in for it inside `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// A primitive view.
  public typealias Body = Never
  /// Which content of the modifier it stands for: a new content makes a placeholder unequal
  /// to the last one, so the views between the body and the placeholder are handed it.
  let contentVersion: Int
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
  /// The view modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  @inlinable public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// The modified view; the graph builds it.
  public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  /// Two modifiers applied one after the other.
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    content.modifier(self.content).modifier(modifier)
  }
}

extension View {
  /// Applies a modifier.
  @inlinable public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// Applies another modifier after this one.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier the graph implements itself (padding, frame, toolbar, sheet, …).
@MainActor
protocol PrimitiveModifier {
  /// Updates `node`, whose content child is to be `content`.
  func update(node: ViewNode, content: any View)
}

extension PrimitiveModifier {
  /// The handle `ViewModifier._primitiveType` gives for this type.
  static var primitiveType: _PrimitiveModifierType { _PrimitiveModifierType(Self.self) }
}

extension ViewModifier where Self: PrimitiveModifier {
  /// The handle of an internal modifier the graph applies itself.
  ///
  /// One that public modifiers return must spell out its own witness
  /// (`PrimitiveModifiers.swift`): the compiler rejects this internal one for it.
  static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension ViewModifier where Body == Never {
  /// A modifier the graph applies itself has no body; the graph never asks for it.
  public func body(content: Content) -> Never { fatalError("\(Self.self) has no body") }
}

/// Where a modifier's content is kept while its body is evaluated.
@MainActor
final class ModifierContentBox<Modifier>: ParkableState {
  private(set) var content: any View
  /// Moves on each time the content given is not the same view as the last.
  private(set) var version = 0
  init(content: any View) { self.content = content }

  /// Keeps `newContent`, noting a change when it differs from the content kept.
  func take(_ newContent: any View) {
    guard !ViewEquality.same(content, newContent) else { return }
    content = newContent
    version &+= 1
  }
}

/// A view whose body comes from a `ViewModifier`.
@MainActor
protocol ModifierBodyProvider {
  func modifierBody(node: ViewNode) -> any View
  var modifierValue: Any { get }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func update(node: ViewNode) {
    if let primitive = Modifier._primitiveType {
      primitive.update(modifier, node: node, content: content)
    } else {
      node.renderer = nil
      if let box = node.primitiveState as? ModifierContentBox<Modifier> {
        box.take(content)
      } else {
        node.primitiveState = ModifierContentBox<Modifier>(content: content)
      }
      node.graph?.evaluateBody(of: node, provider: self)
    }
  }
}

extension ModifiedContent: ModifierBodyProvider where Content: View, Modifier: ViewModifier {
  func modifierBody(node: ViewNode) -> any View {
    // The placeholder carries the content's version: content changed outside the modifier
    // reaches it even where the body around it compares the same (a custom modifier's
    // content behaves as the view written inline).
    let version = (node.primitiveState as? ModifierContentBox<Modifier>)?.version ?? 0
    return modifier._erasedBody(content: _ViewModifier_Content<Modifier>(contentVersion: version))
  }
  var modifierValue: Any { modifier }
}

extension _ViewModifier_Content: PrimitiveView, TransparentView {
  func update(node: ViewNode) {
    // The content is the nearest enclosing modifier of this type's; it is always there,
    // since only that modifier's body makes this view.
    guard let box = node.parent?.nearest(ModifierContentBox<Modifier>.self) else {
      node.keepChildren([])
      return
    }
    node.updateChild(.content, with: box.content)
    node.keepChildren([.content])
  }
}
