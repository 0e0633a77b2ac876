extension Text {
  /// Capitals or small letters, as SwiftUI's `Text.Case` (`.textCase(_:)`).
  public enum Case: Hashable, Sendable {
    /// Every letter a capital.
    case uppercase
    /// Every letter small.
    case lowercase
  }

  /// Where a line too long for its width is cut, as SwiftUI's `Text.TruncationMode`.
  public enum TruncationMode: Hashable, Sendable {
    /// The start goes: `…the end`.
    case head
    /// The end goes: `the sta…`, the default.
    case tail
    /// The middle goes: `the…end`.
    case middle
  }

  /// A line drawn under or through text, as SwiftUI's `Text.LineStyle`; a terminal draws one
  /// solid line in the text's colour.
  public struct LineStyle: Hashable, Sendable {
    /// How the line is drawn, as SwiftUI's `Text.LineStyle.Pattern`.
    public enum Pattern: Hashable, Sendable {
      /// A solid line.
      case solid
      /// Dots.
      case dot
      /// Dashes.
      case dash
      /// A dash and a dot.
      case dashDot
      /// A dash and two dots.
      case dashDotDot
    }

    /// The pattern.
    public var pattern: Pattern
    /// The colour; nil for the text's own.
    public var color: Color?

    /// A line of `pattern` in `color`.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line in the text's colour.
    public static let single = LineStyle()
  }

  /// The same text: a terminal's characters are all one width already.
  public func monospaced(_ isActive: Bool = true) -> Text { self }

  /// The same text: a terminal's digits are all one width already.
  public func monospacedDigit() -> Text { self }

  /// The same text: a terminal has one face.
  public func fontDesign(_ design: Font.Design?) -> Text { self }

  /// The same text: a terminal has one width of face.
  public func fontWidth(_ width: Font.Width?) -> Text { self }

  /// The same text: a terminal's characters are one cell apart, whatever the kerning.
  public func kerning(_ kerning: Double) -> Text { self }

  /// The same text: a terminal's characters are one cell apart, whatever the tracking.
  public func tracking(_ tracking: Double) -> Text { self }

  /// The same text: a terminal's characters sit on one line of cells.
  public func baselineOffset(_ baselineOffset: Double) -> Text { self }
}
