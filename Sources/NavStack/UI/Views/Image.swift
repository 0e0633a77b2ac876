/// A symbol, drawn as a glyph from a table, as SwiftUI's `Image(systemName:)`.
///
/// An unknown name draws `?` and is logged once, so a missing glyph is visible but harmless.
public struct Image: View, Equatable {
  let name: String

  /// The symbol `systemName`: `plus` draws `+`, `chevron.right` draws `›`.
  public init(systemName: String) { name = systemName }

  /// An image from the app's assets: drawn as its name in brackets.
  public init(_ name: String) { self.name = name }

  /// Accepted for source compatibility; glyphs are already their size.
  public func resizable() -> Image { self }

  /// Accepted for source compatibility.
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

  /// How an image is tinted; a glyph takes the text colour either way.
  public enum TemplateRenderingMode: Hashable, Sendable { case original, template }

  /// The glyph, or nil for an unknown symbol.
  var glyph: String? { SymbolGlyphs.table[name] }

  /// A primitive view.
  public typealias Body = Never
}

extension Image: PrimitiveView {
  func update(node: ViewNode) {
    if glyph == nil { node.graph?.warnOnce("no glyph for the symbol '\(name)'; drawn as ?") }
    node.renderer = TextRenderer(
      runs: [Text.Run(string: glyph ?? "?", style: TextStyle())],
      inherited: node.environment.textStyle, limits: LineLimits(limit: 1), alignment: .leading)
  }
}
