/// A look for labels, as SwiftUI's `LabelStyle`: `makeBody(configuration:)` arranges the
/// title and the icon.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view a label draws with this style.
  associatedtype Body: View
  /// What a label looks like, given its title and icon.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
  /// What the style is given.
  typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` is given to draw one label, as SwiftUI's `LabelStyleConfiguration`.
@MainActor @preconcurrency
public struct LabelStyleConfiguration {
  /// The label's title, as the code that made the label built it.
  public struct Title: View {
    let content: AnyView

    /// The label's own title.
    public var body: some View { content }
  }

  /// The label's icon, as the code that made the label built it.
  public struct Icon: View {
    let content: AnyView

    /// The label's own icon.
    public var body: some View { content }
  }

  /// The label's title.
  public var title: Title
  /// The label's icon.
  public var icon: Icon
}

extension LabelStyle {
  /// The body for `configuration`, erased so a label can hold any style's.
  func erasedBody(configuration: LabelStyleConfiguration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

/// How a built-in label style draws.
@usableFromInline enum LabelLook: Hashable, Sendable {
  /// The icon, then the title.
  case titleAndIcon
  /// The title alone.
  case titleOnly
  /// The icon alone.
  case iconOnly
}

/// A built-in style, which the label draws itself rather than through `makeBody`.
@MainActor
protocol BuiltInLabelStyle {
  var look: LabelLook { get }
}

/// The platform's label: the icon, then the title.
public struct DefaultLabelStyle: LabelStyle, BuiltInLabelStyle {
  /// The style.
  public init() {}
  /// The icon, then the title.
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon; configuration.title
    }
  }
  var look: LabelLook { .titleAndIcon }
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInLabelStyle {
  /// The style.
  public init() {}
  /// The icon, then the title.
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon; configuration.title
    }
  }
  var look: LabelLook { .titleAndIcon }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
  /// The style.
  public init() {}
  /// The title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
  var look: LabelLook { .titleOnly }
}

/// The icon alone, as toolbars draw labels.
public struct IconOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
  /// The style.
  public init() {}
  /// The icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
  var look: LabelLook { .iconOnly }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's label.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, then the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The label style in force, as the environment hands it down.
@usableFromInline enum LabelStyleChoice {
  case builtIn(LabelLook)
  case style(any LabelStyle)
}

struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: LabelStyleChoice { .builtIn(.titleAndIcon) }
}

extension EnvironmentValues {
  var labelStyle: LabelStyleChoice {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws every label inside with `style`, as SwiftUI's `labelStyle(_:)`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    if let builtIn = style as? BuiltInLabelStyle {
      return environment(\.labelStyle, .builtIn(builtIn.look))
    }
    return environment(\.labelStyle, .style(style))
  }
}

extension Label
where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a style's body draws: the styled label's title and icon, in the style the
  /// body sets.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}
