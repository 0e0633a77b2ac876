/// Text, wrapped at word boundaries to the width it is offered, as SwiftUI's `Text`.
public struct Text: View, Equatable {
  struct Run: Equatable {
    var string: String
    var style: TextStyle
    /// Painted with a style that depends on where the text is drawn (`.tint`, `.secondary`
    /// under `foregroundStyle(_:_:)`), looked up there.
    var paint: PlacedPaint?
  }
  /// The text's only stored property: a text of one reference is copied and destroyed by the
  /// runtime's shared witnesses, not by its own (1.5 million instructions in 200 keys typed in
  /// a form when a flag sat beside it).
  var runs: [Run]

  /// Whether a run is painted where it is drawn, so that only such texts look it up.
  var hasPlacedPaint: Bool { runs.contains { $0.paint != nil } }

  /// Text showing `content` as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    runs = [Run(string: String(content), style: TextStyle())]
  }

  /// Text showing `content` as it is, never looked up for translation.
  public init(verbatim content: String) {
    runs = [Run(string: content, style: TextStyle())]
  }

  /// Text showing a string literal.
  public init(_ key: LocalizedStringKey) {
    runs = [Run(string: key.string, style: TextStyle())]
  }

  /// The text as one string, for labels of buttons and tabs.
  var plainText: String { runs.map(\.string).joined() }

  /// Joins two texts, keeping each one's style.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var result = lhs
    result.runs += rhs.runs
    return result
  }

  private func styled(_ change: (inout TextStyle) -> Void) -> Text {
    var copy = self
    for index in copy.runs.indices { change(&copy.runs[index].style) }
    return copy
  }

  /// Bold text.
  public func bold(_ isActive: Bool = true) -> Text {
    isActive ? styled { $0.attributes.insert(.bold) } : self
  }

  /// Italic text, drawn underlined.
  public func italic(_ isActive: Bool = true) -> Text {
    isActive ? styled { $0.attributes.insert(.italicLook) } : self
  }

  /// Underlined text; a terminal draws one solid line in the text's colour, whatever the
  /// pattern and colour.
  public func underline(
    _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil
  ) -> Text {
    isActive ? styled { $0.attributes.insert(.underline) } : self
  }

  /// Text with a line through it, drawn as a combining stroke over each character; the
  /// pattern and colour are the text's own, as a terminal has one kind of line.
  public func strikethrough(
    _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil
  ) -> Text {
    isActive ? styled { $0.isStruckThrough = true } : self
  }

  /// Text in a font: titles bold, captions dimmed.
  public func font(_ font: Font?) -> Text {
    guard let font else { return self }
    return styled { $0.attributes.formUnion(font.attributes) }
  }

  /// Text in a colour.
  public func foregroundColor(_ color: Color?) -> Text {
    guard let color else { return self }
    return styled {
      $0.role = color.role
      $0.attributes.formUnion(color.attributes)
    }
  }

  /// Text painted with `style`, resolved as the window's defaults have it (a `Text` is a value
  /// with no place in the tree yet): a colour, `.secondary` dimmed, `.tint` the accent.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    let placed: PlacedPaint? =
      if style is TintShapeStyle {
        .tint
      } else if let level = (style as? HierarchicalShapeStyle)?.level {
        .level(level)
      } else {
        nil
      }
    guard let placed else { return foregroundColor(style._paint(in: EnvironmentValues())) }
    // Looked up where the text is drawn (`Text.update`).
    var copy = self
    for index in copy.runs.indices { copy.runs[index].paint = placed }
    return copy
  }

  /// Text with a weight: semibold and heavier draw bold.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    guard let weight else { return self }
    return font(Font.body.weight(weight))
  }

  /// Text in its own `styled` form, for the typography methods in `Text+Typography.swift`.
  func restyled(_ change: (inout TextStyle) -> Void) -> Text { styled(change) }

  /// A primitive view.
  public typealias Body = Never
}

extension Text: PrimitiveView {
  func update(node: ViewNode) {
    let inherited = node.environment.textStyle
    var runs = hasPlacedPaint ? painted(runs, in: node.environment) : runs
    if let textCase = inherited.textCase { runs = Self.cased(runs, textCase) }
    let limits = node.environment.lineLimits
    if let current = node.renderer as? TextRenderer, current.runs == runs,
      current.inherited == inherited, current.limits == limits,
      current.alignment == node.environment.multilineTextAlignment
    {
      return
    }
    node.renderer = TextRenderer(
      runs: runs, inherited: inherited, limits: limits,
      alignment: node.environment.multilineTextAlignment)
  }

  /// `runs` in capitals or small letters (`.textCase`), before they are wrapped, since a
  /// letter may become two (ß, SS).
  private static func cased(_ runs: [Run], _ textCase: Case) -> [Run] {
    runs.map { run in
      var copy = run
      copy.string = textCase == .uppercase ? run.string.uppercased() : run.string.lowercased()
      return copy
    }
  }

  /// `runs` with those painted where the text is drawn in their colour there.
  private func painted(_ runs: [Run], in environment: EnvironmentValues) -> [Run] {
    runs.map { run in
      guard let paint = run.paint else { return run }
      let color =
        switch paint {
        case .tint: environment.tintColor
        case .level(let level): HierarchicalShapeStyle(level: level)._paint(in: environment)
        }
      var copy = run
      copy.style.role = color.role
      copy.style.attributes = run.style.attributes.union(color.attributes)
      return copy
    }
  }
}

/// A style of text that depends on where the text is drawn.
enum PlacedPaint: Hashable {
  /// `.tint`.
  case tint
  /// `.primary`, `.secondary` and the levels after them.
  case level(Int)
}

/// The wrapped lines of one text at the last width asked, so measuring and drawing a frame
/// wrap it once.
@MainActor
final class TextLayoutCache {
  var width: Int?
  var lines: [String] = []
  var hasValue = false
  /// The lines at the ideal width (nil), which stacks ask for beside a proposed width.
  var idealLines: [String]?
}

/// A string literal given to `Text`, as SwiftUI's `LocalizedStringKey` (not translated here).
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
  let string: String

  /// The literal's text.
  public init(stringLiteral value: String) { string = value }

  /// A key from a string.
  public init(_ value: String) { string = value }

  /// An interpolated literal: `"Step \(n) of \(count)"`.
  public init(stringInterpolation: DefaultStringInterpolation) {
    string = String(stringInterpolation: stringInterpolation)
  }
}

/// Draws wrapped text.
struct TextRenderer: NodeRenderer {
  let runs: [Text.Run]
  let inherited: TextStyle
  let limits: LineLimits
  let alignment: TextAlignment
  private let cache = TextLayoutCache()

  init(runs: [Text.Run], inherited: TextStyle, limits: LineLimits, alignment: TextAlignment) {
    self.runs = runs
    self.inherited = inherited
    self.limits = limits
    self.alignment = alignment
  }

  private var lineLimit: Int? { limits.limit }

  private var string: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }

  func lines(width: Int?) -> [String] {
    guard let width else {
      if let ideal = cache.idealLines { return ideal }
      let result = wrap(width: nil)
      cache.idealLines = result
      return result
    }
    if cache.hasValue && cache.width == width { return cache.lines }
    let result = wrap(width: width)
    cache.width = width
    cache.lines = result
    cache.hasValue = true
    return result
  }

  /// How far the text can shrink across (its ideal width) and none down: a stack offers text
  /// its share before spacers, without wrapping it to find out.
  func flexibility(vertical: Bool, across: Int?, node: ViewNode) -> Int? {
    vertical ? 0 : lines(width: nil).map(\.cellWidth).max() ?? 0
  }

  private func wrap(width: Int?) -> [String] {
    let string = self.string
    // A short plain line needs neither sanitising nor wrapping.
    if string.isPrintableASCII, width.map({ string.utf8.count <= $0 }) ?? true {
      return [string]
    }
    // A newline (`\n` or `\r\n`) starts a new line, as in SwiftUI; every other control
    // character, a lone `\r` included, is shown as `�` (SPEC §9: data never moves the cursor).
    let text = string.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
      .map { Sanitizer.sanitize($0) }.joined(separator: "\n")
    guard let width else {
      return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    if lineLimit == 1 {
      // One line is cut at the character where it no longer fits, where the mode says.
      let line = text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
      return [String(line).truncated(toWidth: max(0, width), mode: limits.truncation)]
    }
    var lines = AlertBox.wrap(text, width: max(1, width))
    if let lineLimit, lines.count > lineLimit {
      lines = Array(lines.prefix(lineLimit))
      if let last = lines.popLast() { lines.append((last + " …").truncated(toWidth: width)) }
    }
    return lines
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let wrapped = lines(width: proposal.width)
    var width = 0
    for line in wrapped { width = max(width, line.cellWidth) }
    return Size(width: width, height: max(wrapped.count, limits.reserved))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    let whole = inherited.adding(runs.count == 1 ? runs[0].style : TextStyle())
    let style = whole.style
    var y = rect.y
    for line in lines(width: rect.width) where y < rect.maxY {
      let offset: Int
      switch alignment {
      case .leading: offset = 0
      case .center: offset = max(0, (rect.width - line.cellWidth) / 2)
      case .trailing: offset = max(0, rect.width - line.cellWidth)
      }
      if runs.count > 1 {
        drawRuns(line: line, x: rect.x + offset, y: y, width: rect.width, context: &context)
      } else {
        context.draw(
          whole.isStruckThrough ? line.struckThrough : line, x: rect.x + offset, y: y,
          maxWidth: rect.width - offset, style: style)
      }
      y += 1
    }
  }

  /// Draws a line of joined texts, each part in its own style.
  private func drawRuns(line: String, x: Int, y: Int, width: Int, context: inout RenderContext) {
    var remaining = Substring(line)
    var column = x
    for run in runs where !remaining.isEmpty {
      let part = remaining.prefix(run.string.count)
      remaining = remaining.dropFirst(part.count)
      let style = inherited.adding(run.style)
      column += context.draw(
        style.isStruckThrough ? String(part).struckThrough : String(part), x: column, y: y,
        maxWidth: x + width - column, style: style.style)
    }
  }
  /// Draws from its node alone.
  var drawsOnlyItsNode: Bool { true }
}
