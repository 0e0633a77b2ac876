/// A tab of a `TabView(selection:)` whose value is of the selection's type, as SwiftUI's
/// `TabContent`: what lets `Tab("Home", systemImage: "house", value: .home)` name its value
/// by the selection's type.
public protocol TabContent<TabValue>: View {
  /// The type of value that selects the tab.
  associatedtype TabValue: Hashable
}

extension Tab: TabContent {
  /// The tab's value type.
  public typealias TabValue = Value
}

extension ForEach: TabContent where Content: TabContent {
  /// The value type of the tabs made for each element.
  public typealias TabValue = Content.TabValue
}

/// Builds the tabs of `TabView(selection:)` from `Tab`s, as SwiftUI's `TabContentBuilder`:
/// each tab's value is read as the selection's type.
@resultBuilder
@MainActor
public enum TabContentBuilder<SelectionValue: Hashable> {
  /// One tab, whose value is of the selection's type.
  public static func buildExpression<Content: TabContent>(_ content: Content) -> Content
  where Content.TabValue == SelectionValue {
    content
  }

  /// One tab, unchanged.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several tabs, kept in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    ViewBuilder.buildBlock(repeat each content)
  }

  /// `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch of `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    ViewBuilder.buildEither(first: first)
  }

  /// The `else` branch.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    ViewBuilder.buildEither(second: second)
  }
}

/// A tab with a badge, which keeps the tab's value type.
public struct BadgedTab<Base: TabContent>: TabContent {
  let base: Base
  let badge: String?

  /// The value type of the tab.
  public typealias TabValue = Base.TabValue

  /// The tab, with its badge for the tab bar.
  public var body: some View { base.modifier(BadgeModifier(badge: badge)) }
}

extension TabContent {
  /// A count on the tab's item in the tab bar; zero shows none, as in SwiftUI.
  public func badge(_ count: Int) -> BadgedTab<Self> {
    BadgedTab(base: self, badge: count == 0 ? nil : String(count))
  }

  /// A text on the tab's item in the tab bar; nil shows none.
  public func badge(_ label: Text?) -> BadgedTab<Self> {
    BadgedTab(base: self, badge: label.map { $0.plainText })
  }

  /// A text on the tab's item in the tab bar; nil shows none.
  public func badge<S: StringProtocol>(_ label: S?) -> BadgedTab<Self> {
    BadgedTab(base: self, badge: label.map { String($0) })
  }
}

extension TabView {
  /// Tabs written as `Tab`s, each with a value of the selection's type: the tab of the value
  /// the user chooses is written to `selection`, and setting it shows that tab.
  public init(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.selection = selection
    self.content = content()
  }
}
