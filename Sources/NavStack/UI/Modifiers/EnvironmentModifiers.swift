import Observation

/// Sets one environment value for the content, as SwiftUI's `.environment(_:_:)`.
@usableFromInline struct EnvironmentWritingModifier<Value>: ViewModifier, PrimitiveModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  func update(node: ViewNode, content: any View) {
    // The key path is part of the token: another modifier of this type may set another value.
    node.deriveChildEnvironment(token: self) { $0[keyPath: keyPath] = value }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }
}

/// Puts an object in the environment by its type (`environmentObject`, `environment(model)`).
@usableFromInline
struct EnvironmentObjectModifier<Object: AnyObject>: ViewModifier, PrimitiveModifier {
  let object: Object

  func update(node: ViewNode, content: any View) {
    node.deriveChildEnvironment(token: object) { $0.setObject(object, as: Object.self) }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }
}

/// Changes how text below is drawn (`.bold()`, `.font`, `.foregroundStyle`).
@usableFromInline struct TextStyleModifier: ViewModifier, PrimitiveModifier {
  let style: TextStyle

  func update(node: ViewNode, content: any View) {
    node.deriveChildEnvironment(token: style) { $0.textStyle = $0.textStyle.adding(style) }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }
}

struct IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// False under `.disabled(true)`: buttons, links and fields do not act.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

extension View {
  /// Sets an environment value for this view and the views inside it.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
  }

  /// Puts an `@Observable` object in the environment: `@Environment(Model.self)` reads it.
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    Group {
      if let object {
        self.modifier(EnvironmentObjectModifier(object: object))
      } else {
        self
      }
    }
  }

  /// Puts an `ObservableObject` in the environment: `@EnvironmentObject` reads it.
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
    modifier(EnvironmentObjectModifier(object: object))
  }

  /// Bold text inside.
  public func bold(_ isActive: Bool = true) -> some View {
    modifier(TextStyleModifier(style: TextStyle(attributes: isActive ? .bold : [])))
  }

  /// Italic text inside, drawn underlined.
  public func italic(_ isActive: Bool = true) -> some View {
    modifier(TextStyleModifier(style: TextStyle(attributes: isActive ? .italicLook : [])))
  }

  /// Text inside in `font`: titles bold, captions dimmed.
  public func font(_ font: Font?) -> some View {
    modifier(TextStyleModifier(style: TextStyle(attributes: font?.attributes ?? [])))
  }

  /// Text inside in `color`.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(
      TextStyleModifier(
        style: TextStyle(attributes: color?.attributes ?? [], role: color?.role ?? .plain)))
  }

  /// How wrapped lines of text inside line up.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }

  /// Buttons, links and fields inside do not act and are not focusable.
  @inlinable public func disabled(_ isDisabled: Bool) -> some View {
    modifier(DisabledModifier(isDisabled: isDisabled))
  }
}

/// `.disabled`: only ever turns things off; an enabled view inside a disabled one stays off.
@usableFromInline struct DisabledModifier: ViewModifier, PrimitiveModifier {
  let isDisabled: Bool

  @usableFromInline init(isDisabled: Bool) { self.isDisabled = isDisabled }

  func update(node: ViewNode, content: any View) {
    let enabled = node.environment.isEnabled && !isDisabled
    node.deriveChildEnvironment(token: enabled) { $0.isEnabled = enabled }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = DisabledRenderer(isDisabled: !enabled)
  }
}

struct DisabledRenderer: NodeRenderer {
  let isDisabled: Bool
  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.child(.content)?.sizeThatFits(proposal) ?? Size(width: 0, height: 0)
  }
  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    let saved = context.isEnabled
    if isDisabled { context.isEnabled = false }
    node.child(.content)?.render(in: rect, context: &context)
    context.isEnabled = saved
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}
