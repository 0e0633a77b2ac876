/// A colour or pattern that text, shapes and backgrounds are painted with, as SwiftUI's
/// `ShapeStyle`.
///
/// A terminal paints a cell in one of the theme's roles, so every style comes down to one
/// `Color` where it is used: a colour is itself, `.secondary` the foreground dimmed, `.tint`
/// the tint, a gradient its first colour, a material nothing (a terminal cannot blur).
public protocol ShapeStyle: Sendable {
  /// The colour this style paints with where `environment` holds; the foreground unless a
  /// style says otherwise.
  @MainActor func _paint(in environment: EnvironmentValues) -> Color
}

extension ShapeStyle {
  /// The foreground, for a style that does not say.
  @MainActor public func _paint(in environment: EnvironmentValues) -> Color {
    environment.foreground
  }

  /// This style at `opacity`: zero paints nothing; below one half text is dimmed and fills
  /// paint nothing, as `Color.opacity(_:)` does.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    _OpacityShapeStyle(base: self, opacity: opacity)
  }
}

/// A style drawn at an opacity (`ShapeStyle.opacity(_:)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let opacity: Double

  /// The base style's colour at the opacity.
  @MainActor public func _paint(in environment: EnvironmentValues) -> Color {
    base._paint(in: environment).opacity(opacity)
  }
}

extension Color: ShapeStyle {
  /// A colour paints itself.
  @MainActor public func _paint(in environment: EnvironmentValues) -> Color { self }
}

extension ShapeStyle where Self == Color {
  /// Red: the theme's colour for destructive or failing things.
  public static var red: Color { Color.red }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
  /// Green.
  public static var green: Color { Color.green }
  /// Mint.
  public static var mint: Color { Color.mint }
  /// Teal.
  public static var teal: Color { Color.teal }
  /// Cyan.
  public static var cyan: Color { Color.cyan }
  /// Blue: the theme's accent.
  public static var blue: Color { Color.blue }
  /// Indigo.
  public static var indigo: Color { Color.indigo }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Brown.
  public static var brown: Color { Color.brown }
  /// Gray: muted and dimmed.
  public static var gray: Color { Color.gray }
  /// The terminal's text colour.
  public static var black: Color { Color.black }
  /// The terminal's text colour.
  public static var white: Color { Color.white }
  /// Nothing.
  public static var clear: Color { Color.clear }
  /// The accent; SwiftUI code also writes `Color.accentColor` or `.tint` for it.
  public static var accentColor: Color { Color.accentColor }
}

/// The foreground where it is used, as SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle, Hashable {
  /// The foreground style.
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground where the style is used.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background where it is used, as SwiftUI's `BackgroundStyle`: the terminal's own, so a
/// fill in it paints nothing and text in it takes the colour of what is under it.
public struct BackgroundStyle: ShapeStyle, Hashable {
  /// The background style.
  public init() {}

  /// What `backgroundStyle(_:)` set, else the terminal's background: nothing.
  @MainActor public func _paint(in environment: EnvironmentValues) -> Color {
    environment.backgroundStyle ?? .clear
  }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The background where the style is used.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The tint where it is used, as SwiftUI's `TintShapeStyle`: what `.tint(_:)` set, else the
/// accent.
public struct TintShapeStyle: ShapeStyle, Hashable {
  /// The tint style.
  public init() {}

  /// The tint.
  @MainActor public func _paint(in environment: EnvironmentValues) -> Color {
    environment.tintColor
  }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The tint where the style is used.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The colour of separators, as SwiftUI's `SeparatorShapeStyle`: the muted colour.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
  /// The separator style.
  public init() {}

  /// The muted colour.
  @MainActor public func _paint(in environment: EnvironmentValues) -> Color { .gray }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The colour of separators.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// Any style, its type erased, as SwiftUI's `AnyShapeStyle`: for a property or a branch that
/// holds one of several.
public struct AnyShapeStyle: ShapeStyle {
  let base: any ShapeStyle

  /// `style`, its type erased.
  public init<S: ShapeStyle>(_ style: S) { base = style }

  /// The erased style's colour.
  @MainActor public func _paint(in environment: EnvironmentValues) -> Color {
    base._paint(in: environment)
  }
}

struct TintKey: EnvironmentKey {
  static let defaultValue: Color? = nil
}

struct ForegroundLevelsKey: EnvironmentKey {
  static let defaultValue: [Color] = []
}

struct BackgroundStyleKey: EnvironmentKey {
  static let defaultValue: Color? = nil
}

extension EnvironmentValues {
  /// The foreground as a colour: the text style's role and attributes.
  var foreground: Color { Color(role: textStyle.role, attributes: textStyle.attributes) }

  /// What `.tint(_:)` set; nil for the accent.
  var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  /// The tint, the accent by default.
  var tintColor: Color { tint ?? .accentColor }

  /// The levels `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)` set; empty otherwise.
  var foregroundLevels: [Color] {
    get { self[ForegroundLevelsKey.self] }
    set { self[ForegroundLevelsKey.self] = newValue }
  }

  /// What `backgroundStyle(_:)` set; nil for the terminal's background.
  var backgroundStyle: Color? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }
}
