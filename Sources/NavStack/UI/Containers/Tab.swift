/// A tab of a `TabView` with its label and value, as iOS 18's `Tab`: the same as a view with
/// `.tabItem { … }` and `.tag(value)`.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  let value: Value?
  let content: Content
  let label: Label

  /// A tab shown while the tab view's selection is `value`, with a built label.
  public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.value = value
    self.content = content()
    self.label = label()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension Tab where Value == Never {
  /// A tab with a built label, in a tab view without a selection.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.value = nil
    self.content = content()
    self.label = label()
  }
}

extension Tab where Label == DefaultTabLabel {
  /// A tab titled `titleKey` with a symbol, shown while the selection is `value`.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) {
      DefaultTabLabel(title: titleKey.string, systemImage: systemImage)
    }
  }

  /// A tab titled `title` with a symbol, shown while the selection is `value`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) {
      DefaultTabLabel(title: String(title), systemImage: systemImage)
    }
  }

  /// A tab titled `titleKey` with an image from the app's assets.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, content: content) {
      DefaultTabLabel(title: titleKey.string, image: image)
    }
  }

  /// A tab whose label its role gives (`.search`), shown while the selection is `value`.
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content) { DefaultTabLabel(role: role) }
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab titled `titleKey` with a symbol, in a tab view without a selection.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) {
      DefaultTabLabel(title: titleKey.string, systemImage: systemImage)
    }
  }

  /// A tab titled `title` with a symbol, in a tab view without a selection.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { DefaultTabLabel(title: String(title), systemImage: systemImage) }
  }

  /// A tab titled `titleKey` with an image from the app's assets, without a selection.
  public init(
    _ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { DefaultTabLabel(title: titleKey.string, image: image) }
  }

  /// A tab whose label its role gives (`Tab(role: .search) { … }`).
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(content: content) { DefaultTabLabel(role: role) }
  }

  /// A tab with an empty label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { DefaultTabLabel(title: "") }
  }
}

/// What a tab is for, as SwiftUI's `TabRole`: a search tab is labelled Search.
public struct TabRole: Hashable, Sendable {
  let kind: Int
  /// The tab that searches the app.
  public static let search = TabRole(kind: 0)
}

extension Tab: PrimitiveView {
  func update(node: ViewNode) {
    TabItemModifier.update(
      node: node, label: label, content: content, value: value.map { AnyHashable($0) })
  }
}

extension Tab {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

/// How a `TabView` is drawn, as SwiftUI's `TabViewStyle`; every style draws as the tab bar.
public protocol TabViewStyle {}

/// The tab bar, the one way a terminal draws tabs.
public struct DefaultTabViewStyle: TabViewStyle {
  /// The style.
  public init() {}
}

/// Pages with an index, as SwiftUI's `PageTabViewStyle`: drawn as the tab bar, whose digits
/// are the index.
public struct PageTabViewStyle: TabViewStyle {
  /// When the index shows, as SwiftUI's; the tab bar always shows.
  public struct IndexDisplayMode: Hashable, Sendable {
    let kind: Int
    /// As the system decides.
    public static let automatic = IndexDisplayMode(kind: 0)
    /// Always.
    public static let always = IndexDisplayMode(kind: 1)
    /// Never.
    public static let never = IndexDisplayMode(kind: 2)
  }

  /// Pages whose index shows as `indexDisplayMode` says; drawn as the tab bar.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The platform's style: the tab bar.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
  /// A bar of tabs (iOS 18): the tab bar.
  public static var tabBarOnly: DefaultTabViewStyle { DefaultTabViewStyle() }
  /// A sidebar on iPad, a tab bar elsewhere (iOS 18): the tab bar.
  public static var sidebarAdaptable: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages: drawn as the tab bar.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages with their index shown as `indexDisplayMode` says: drawn as the tab bar.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

extension View {
  /// Accepted for source compatibility: every tab view draws its tab bar.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
}
