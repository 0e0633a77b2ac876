/// What one navigation bar shows, after placements are mapped to regions.
@MainActor
public struct ResolvedToolbar {
  public var title: String
  /// `< Previous`, or nil at a stack's root or when hidden (R10).
  public var backLabel: String?
  public var leading: [Button] = []
  public var trailing: [Button] = []
  /// A `principal` text in the title's place (R12).
  public var principal: String?
  public var bottomBar: [Button] = []

  /// Sorts `items` into regions in declaration order (R18–R20).
  public init(title: String, backLabel: String?, items: [ToolbarItem]) {
    self.title = title
    self.backLabel = backLabel
    for item in items {
      let region = item.placement.region(backButtonShown: backLabel != nil)
      switch (region, item.content) {
      case (.leading, .button(let button)): leading.append(button)
      case (.trailing, .button(let button)): trailing.append(button)
      case (.bottomBar, .button(let button)): bottomBar.append(button)
      case (.principal, .button(let button)): principal = button.title
      case (_, .text(let text)): if region == .principal { principal = text }
      }
    }
  }
}
