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
