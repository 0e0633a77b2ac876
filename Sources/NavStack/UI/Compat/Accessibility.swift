/// What a view is to assistive technology, as SwiftUI's `AccessibilityTraits`.
///
/// Accepted and without effect: a terminal has no accessibility tree to describe them to.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
  private var bits: Set<Int>
  private init(bit: Int) { bits = [bit] }

  /// No traits.
  public init() { bits = [] }
  /// Whether every trait of `member` is here.
  public func contains(_ member: AccessibilityTraits) -> Bool { bits.isSuperset(of: member.bits) }
  /// The traits of both.
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var result = self
    result.bits.formUnion(other.bits)
    return result
  }
  /// The traits in both.
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var result = self
    result.bits.formIntersection(other.bits)
    return result
  }
  /// The traits in one but not both.
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    var result = self
    result.bits.formSymmetricDifference(other.bits)
    return result
  }
  /// Adds `newMember`'s traits.
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits)
    -> (inserted: Bool, memberAfterInsert: AccessibilityTraits)
  {
    let inserted = !contains(newMember)
    bits.formUnion(newMember.bits)
    return (inserted, newMember)
  }
  /// Removes `member`'s traits.
  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    bits.subtract(member.bits)
    return member
  }
  /// Adds `newMember`'s traits.
  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    insert(newMember).inserted ? nil : newMember
  }
  /// Keeps the traits in both.
  public mutating func formIntersection(_ other: AccessibilityTraits) {
    bits.formIntersection(other.bits)
  }
  /// Keeps the traits in one but not both.
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
    bits.formSymmetricDifference(other.bits)
  }
  /// Adds `other`'s traits.
  public mutating func formUnion(_ other: AccessibilityTraits) { bits.formUnion(other.bits) }

  /// Acts as a button.
  public static let isButton = AccessibilityTraits(bit: 0)
  /// A heading.
  public static let isHeader = AccessibilityTraits(bit: 1)
  /// Selected.
  public static let isSelected = AccessibilityTraits(bit: 2)
  /// A link.
  public static let isLink = AccessibilityTraits(bit: 3)
  /// A search field.
  public static let isSearchField = AccessibilityTraits(bit: 4)
  /// An image.
  public static let isImage = AccessibilityTraits(bit: 5)
  /// Plays a sound when activated.
  public static let playsSound = AccessibilityTraits(bit: 6)
  /// A key of a keyboard.
  public static let isKeyboardKey = AccessibilityTraits(bit: 7)
  /// Text that does not change.
  public static let isStaticText = AccessibilityTraits(bit: 8)
  /// A summary read when the app starts.
  public static let isSummaryElement = AccessibilityTraits(bit: 9)
  /// Changes often.
  public static let updatesFrequently = AccessibilityTraits(bit: 10)
  /// Starts media when activated.
  public static let startsMediaSession = AccessibilityTraits(bit: 11)
  /// Takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(bit: 12)
  /// Turns a page when read to its end.
  public static let causesPageTurn = AccessibilityTraits(bit: 13)
  /// Modal: what is behind it is not read.
  public static let isModal = AccessibilityTraits(bit: 14)
  /// A toggle.
  public static let isToggle = AccessibilityTraits(bit: 15)
  /// A tab bar.
  public static let isTabBar = AccessibilityTraits(bit: 16)
}

/// Keeps an accessibility label on its node, where the key bar and help find it for a control
/// that shows no title of its own (an icon-only button).
struct AccessibilityLabelModifier: ViewModifier, PrimitiveModifier {
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
  /// What the key bar and help call a control: the text it shows or, where that has no
  /// letter or digit (an icon-only button's glyph), the accessibility label given to it, on
  /// the control or on a view inside it; the glyph when there is none.
  var controlTitle: String {
    let shown = displayText
    if shown.contains(where: { $0.isLetter || $0.isNumber }) { return shown }
    return accessibilityLabel ?? shown
  }

  /// The accessibility label on this node, on the modifiers wrapping it (parents of one
  /// child), or on the first view inside it that has one.
  private var accessibilityLabel: String? {
    var node: ViewNode? = self
    while let current = node {
      if let label = (current.renderer as? AccessibilityLabelRenderer)?.label { return label }
      guard let parent = current.parent, parent.children.count == 1 else { break }
      node = parent
    }
    return labelInside
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
