/// A colour, mapped to the terminal theme's roles so it stays readable and `NO_COLOR` loses
/// nothing (a role also has a non-colour attribute).
///
/// SwiftUI's named colours each have a role of their own (`orange`, `green`, `purple`, …),
/// except three that the theme already names: `red` is the destructive colour, `blue` the
/// accent and `gray` the muted one. `black` and `white` are the terminal's own text colour:
/// a terminal's background may be either, so neither could be read on both. A colour made from
/// components (`Color(red:green:blue:)`) takes the role of the nearest named one.
public struct Color: Hashable, Sendable {
  let role: Style.Role
  let attributes: Style.Attributes
  /// False for `clear` and faint colours: as a view or a fill it paints nothing.
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
  /// Blue: the theme's accent, a blue.
  public static let blue = Color(role: .accent)
  /// Red: the theme's colour for destructive or failing things.
  public static let red = Color(role: .destructive)
  /// Orange.
  public static let orange = Color(role: .orange)
  /// Yellow.
  public static let yellow = Color(role: .yellow)
  /// Green.
  public static let green = Color(role: .green)
  /// Gray: the theme's muted colour, dimmed, so it also reads as less important without colour.
  public static let gray = Color(role: .muted, attributes: .dim)
  /// Brown.
  public static let brown = Color(role: .brown)
  /// Pink.
  public static let pink = Color(role: .pink)
  /// Purple.
  public static let purple = Color(role: .purple)
  /// Indigo.
  public static let indigo = Color(role: .indigo)
  /// Cyan.
  public static let cyan = Color(role: .cyan)
  /// Teal.
  public static let teal = Color(role: .teal)
  /// Mint.
  public static let mint = Color(role: .mint)
  /// Nothing drawn: as a background or a view, the cells under it stay as they are.
  public static let clear = Color(role: .plain, fills: false)
  /// The terminal's text colour: its background may be black.
  public static let black = Color(role: .plain)
  /// The terminal's text colour: its background may be white.
  public static let white = Color(role: .plain)

  /// The colour at `opacity`: zero is `clear`; below one half it is faint, so it dims text
  /// and paints no fill (a block of colour would be louder than the tint SwiftUI draws).
  public func opacity(_ opacity: Double) -> Color {
    if opacity <= 0 { return Color(role: role, attributes: attributes, fills: false) }
    if opacity < 0.5 { return Color(role: role, attributes: attributes.union(.dim), fills: false) }
    return self
  }
}

// Declared apart from the type, so that a colour's members are not isolated to the main actor
// as a view's are: a colour is made anywhere (`static let brand = Color(red:green:blue:)`).
extension Color: View {
  /// As a view, a colour fills the space it is given.
  public typealias Body = Never
}

extension Color: PrimitiveView {
  func update(node: ViewNode) {
    node.renderer = FillRenderer(style: fillStyle)
  }

  /// The style of a cell this colour fills: reverse video in its role; plain when it paints
  /// nothing.
  var fillStyle: Style { fills ? Style(attributes.union(.reverse), role: role) : .plain }

  /// The style of text in this colour.
  var textStyle: TextStyle { TextStyle(attributes: attributes, role: role) }
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
