/// Keeps an accessibility label on its node, where the key bar and help find it for a control
/// that shows no title of its own (an icon-only button).
@usableFromInline struct AccessibilityLabelModifier: ViewModifier, PrimitiveModifier {
  let label: String

  func update(node: ViewNode, content: any View) {
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = AccessibilityLabelRenderer(label: label)
  }
}

/// Draws the content as it is, holding the label declared around it.
struct AccessibilityLabelRenderer: NodeRenderer {
  let label: String

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    PassthroughRenderer().sizeThatFits(proposal, node: node)
  }
  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    PassthroughRenderer().render(node: node, in: rect, context: &context)
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}

extension ViewNode {
  /// What the key bar and help call a control: the accessibility label given to the control
  /// itself, which VoiceOver reads in place of its text; else the text it shows or, where that
  /// has no letter or digit (an icon-only button's glyph), the label of a view inside it; the
  /// glyph when there is none.
  var controlTitle: String {
    if let own = ownAccessibilityLabel { return own }
    let shown = displayText
    if shown.contains(where: { $0.isLetter || $0.isNumber }) { return shown }
    return labelInside ?? shown
  }

  /// The accessibility label on this node or on the modifiers wrapping it (parents of one
  /// child).
  private var ownAccessibilityLabel: String? {
    var node: ViewNode? = self
    while let current = node {
      if let label = (current.renderer as? AccessibilityLabelRenderer)?.label { return label }
      guard let parent = current.parent, parent.children.count == 1 else { break }
      node = parent
    }
    return nil
  }

  private var labelInside: String? {
    if let label = (renderer as? AccessibilityLabelRenderer)?.label { return label }
    for child in children {
      if let label = child.labelInside { return label }
    }
    return nil
  }
}

extension View {
  /// Names the view for assistive technology; here the key bar and help also call an
  /// icon-only control by it, as VoiceOver would speak it.
  public func accessibilityLabel(_ label: Text) -> some View {
    modifier(AccessibilityLabelModifier(label: label.plainText))
  }

  /// Names the view, from a literal; the key bar and help call an icon-only control by it.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
    modifier(AccessibilityLabelModifier(label: labelKey.string))
  }

  /// Names the view, from a string; the key bar and help call an icon-only control by it.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modifier(AccessibilityLabelModifier(label: String(label)))
  }

  /// Accepted so iOS code compiles; the key bar already says what each key does.
  public func accessibilityHint(_ hint: Text) -> some View { self }

  /// Accepted so iOS code compiles; the key bar already says what each key does.
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }

  /// Accepted so iOS code compiles; the key bar already says what each key does.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

  /// Accepted so iOS code compiles; the value is on the screen as text already.
  public func accessibilityValue(_ value: Text) -> some View { self }

  /// Accepted so iOS code compiles; the value is on the screen as text already.
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }

  /// Accepted so iOS code compiles; the value is on the screen as text already.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

  /// Accepted so iOS code compiles; the view is still drawn, as it is on iOS.
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }

  /// Accepted so iOS code compiles; tests here find views by the text they show.
  public func accessibilityIdentifier(_ identifier: String) -> some View { self }

  /// Accepted so iOS code compiles; a terminal has no accessibility tree to describe.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

  /// Accepted so iOS code compiles; a terminal has no accessibility tree to describe.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
}
