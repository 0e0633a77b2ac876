/// A colour, mapped to the terminal theme's roles so it stays readable and `NO_COLOR` loses
/// nothing (a role also has a non-colour attribute).
public struct Color: Hashable, Sendable, View {
  let role: Style.Role
  let attributes: Style.Attributes
  /// False for `clear`: as a view it paints nothing.
  let fills: Bool

  init(role: Style.Role, attributes: Style.Attributes = [], fills: Bool = true) {
    self.role = role
    self.attributes = attributes
    self.fills = fills
  }

  /// The text colour.
  public static let primary = Color(role: .plain)
  /// Less important text: dimmed.
  public static let secondary = Color(role: .muted, attributes: .dim)
  /// The app's accent.
  public static let accentColor = Color(role: .accent)
  /// The app's accent, as SwiftUI's `.tint`.
  public static let blue = Color(role: .accent)
  /// Destructive or failing things.
  public static let red = Color(role: .destructive)
  /// Warnings: the accent, bold.
  public static let orange = Color(role: .accent, attributes: .bold)
  /// Warnings: the accent, bold.
  public static let yellow = Color(role: .accent, attributes: .bold)
  /// Success: the accent.
  public static let green = Color(role: .accent)
  /// Dimmed.
  public static let gray = Color(role: .muted, attributes: .dim)
  /// Brown: the accent, bold, as orange.
  public static let brown = Color(role: .accent, attributes: .bold)
  /// Pink: the destructive colour, as red.
  public static let pink = Color(role: .destructive)
  /// Purple: the accent.
  public static let purple = Color(role: .accent)
  /// Indigo: the accent.
  public static let indigo = Color(role: .accent)
  /// Cyan: the accent.
  public static let cyan = Color(role: .accent)
  /// Teal: the accent.
  public static let teal = Color(role: .accent)
  /// Mint: the accent.
  public static let mint = Color(role: .accent)
  /// Nothing drawn: as a background or a view, the cells under it stay as they are.
  public static let clear = Color(role: .plain, fills: false)
  /// The normal text colour.
  public static let black = Color(role: .plain)
  /// The normal text colour.
  public static let white = Color(role: .plain)

  /// As a view, a colour fills the space it is given.
  public typealias Body = Never
}

extension Color: PrimitiveView {
  func update(node: ViewNode) {
    node.renderer = FillRenderer(
      style: fills ? Style(attributes.union(.reverse), role: role) : .plain)
  }
}

/// Fills its space, as a `Color` or a `Rectangle` does.
struct FillRenderer: NodeRenderer {
  let style: Style
  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
  }
  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard context.isVisible, style != .plain else { return }
    context.canvas.fill(rect, style: style)
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}

/// A shape that fills its frame; drawn as nothing in a terminal unless filled.
public struct Rectangle: View {
  /// A rectangle.
  public init() {}
  /// A primitive view.
  public typealias Body = Never
}

extension Rectangle: PrimitiveView {
  func update(node: ViewNode) { node.renderer = FillRenderer(style: .plain) }
}

/// A font, mapped to attributes: titles and headlines are bold, captions dimmed.
public struct Font: Hashable, Sendable {
  let attributes: Style.Attributes

  /// Body text.
  public static let body = Font(attributes: [])
  /// Bold.
  public static let largeTitle = Font(attributes: .bold)
  /// Bold.
  public static let title = Font(attributes: .bold)
  /// Bold.
  public static let title2 = Font(attributes: .bold)
  /// Bold.
  public static let title3 = Font(attributes: .bold)
  /// Bold.
  public static let headline = Font(attributes: .bold)
  /// Plain.
  public static let subheadline = Font(attributes: [])
  /// Plain.
  public static let callout = Font(attributes: [])
  /// Dimmed.
  public static let footnote = Font(attributes: .dim)
  /// Dimmed.
  public static let caption = Font(attributes: .dim)
  /// Dimmed.
  public static let caption2 = Font(attributes: .dim)

  /// The same font, bold.
  public func bold() -> Font { Font(attributes: attributes.union(.bold)) }
  /// The same font; weights other than bold draw plain.
  public func weight(_ weight: Weight) -> Font {
    weight == .bold || weight == .semibold || weight == .heavy ? bold() : self
  }

  /// A font weight; bold and heavier draw bold.
  public enum Weight: Hashable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }
}
