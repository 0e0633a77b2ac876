/// Changes where text inside is cut and how many lines it takes (`.lineLimit`,
/// `.truncationMode`), one field of the line limits at a time.
@usableFromInline struct LineLimitsModifier: ViewModifier, PrimitiveModifier {
  var limit: Int??
  var reserved: Int?
  var truncation: Text.TruncationMode?

  @usableFromInline init(
    limit: Int?? = nil, reserved: Int? = nil, truncation: Text.TruncationMode? = nil
  ) {
    self.limit = limit
    self.reserved = reserved
    self.truncation = truncation
  }

  func update(node: ViewNode, content: any View) {
    let change = self
    node.deriveChildEnvironment(token: Token(change)) { values in
      if let limit = change.limit { values.lineLimits.limit = limit }
      if let reserved = change.reserved { values.lineLimits.reserved = reserved }
      if let truncation = change.truncation { values.lineLimits.truncation = truncation }
    }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }

  private struct Token: Hashable {
    let sets: Bool
    let limit: Int?
    let reserved: Int?
    let truncation: Text.TruncationMode?
    init(_ change: LineLimitsModifier) {
      sets = change.limit != nil
      limit = change.limit ?? nil
      reserved = change.reserved
      truncation = change.truncation
    }
  }
}

/// Sets the case of text inside (`.textCase`), nil included: it replaces the case around it
/// rather than adding to it, as the other text styles do.
@usableFromInline struct TextCaseModifier: ViewModifier, PrimitiveModifier {
  let textCase: Text.Case?

  func update(node: ViewNode, content: any View) {
    let textCase = self.textCase
    node.deriveChildEnvironment(token: textCase.map { [$0] } ?? []) {
      $0.textStyle.textCase = textCase
    }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }
}

extension View {
  /// Text inside wraps to at most `limit` lines, the last cut with `…`.
  @inlinable public func lineLimit(_ limit: Int?) -> some View {
    modifier(LineLimitsModifier(limit: .some(limit)))
  }

  /// Text inside wraps to at most `limit` lines and, when `reservesSpace`, takes that many
  /// rows even when it is shorter.
  @inlinable public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    modifier(LineLimitsModifier(limit: .some(limit), reserved: reservesSpace ? limit : 0))
  }

  /// Text inside takes at least the range's lower bound of rows and at most its upper bound.
  @inlinable public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    modifier(LineLimitsModifier(limit: .some(limit.upperBound), reserved: limit.lowerBound))
  }

  /// Text inside takes at least `limit.lowerBound` rows, with no most.
  @inlinable public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    modifier(LineLimitsModifier(limit: .some(nil), reserved: limit.lowerBound))
  }

  /// Text inside takes at most `limit.upperBound` rows.
  @inlinable public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    modifier(LineLimitsModifier(limit: .some(limit.upperBound), reserved: 0))
  }

  /// Where a line of text inside that does not fit is cut: its end (the default), its start
  /// or its middle.
  @inlinable public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    modifier(LineLimitsModifier(truncation: mode))
  }

  /// Text inside in capitals or small letters; nil shows it as written, inside a view that
  /// set a case too.
  public func textCase(_ textCase: Text.Case?) -> some View {
    modifier(TextCaseModifier(textCase: textCase))
  }

  /// Text inside at a weight: semibold and heavier bold.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(
      TextStyleModifier(
        style: TextStyle(attributes: weight.map { Font.body.weight($0).attributes } ?? [])))
  }

  /// Text inside underlined; a terminal draws one solid line in the text's colour, whatever
  /// the pattern and colour.
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    modifier(TextStyleModifier(style: TextStyle(attributes: isActive ? .underline : [])))
  }

  /// Text inside with a line through it, drawn as a combining stroke over each character.
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    modifier(TextStyleModifier(style: TextStyle(isStruckThrough: isActive)))
  }

  /// Accepted: a terminal has one face.
  public func fontDesign(_ design: Font.Design?) -> some View { self }

  /// Accepted: a terminal has one width of face.
  public func fontWidth(_ width: Font.Width?) -> some View { self }

  /// Accepted: a terminal's characters are all one width already.
  public func monospaced(_ isActive: Bool = true) -> some View { self }

  /// Accepted: a terminal's digits are all one width already.
  public func monospacedDigit() -> some View { self }

  /// Accepted: a terminal's characters are one cell apart, whatever the kerning.
  public func kerning(_ kerning: Double) -> some View { self }

  /// Accepted: a terminal's characters are one cell apart, whatever the tracking.
  public func tracking(_ tracking: Double) -> some View { self }

  /// Accepted: a terminal's characters sit on one line of cells.
  public func baselineOffset(_ baselineOffset: Double) -> some View { self }

  /// Accepted: a terminal draws every character at one size, so text cannot shrink to fit;
  /// it wraps or is cut instead.
  public func minimumScaleFactor(_ factor: Double) -> some View { self }

  /// Accepted: a terminal's characters are one cell apart, so they cannot be drawn tighter.
  public func allowsTightening(_ flag: Bool) -> some View { self }

  /// Accepted: a terminal's lines are one row apart.
  public func lineSpacing(_ lineSpacing: Double) -> some View { self }
}
