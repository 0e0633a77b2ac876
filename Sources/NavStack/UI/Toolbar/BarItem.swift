/// One item of a resolved toolbar, as the bar draws it: a button, or (for `principal`) a text
/// in the title's place.
@MainActor
public struct BarItem {
  /// What an item shows: a button, or a text.
  public enum Content {
    case button(BarButton)
    case text(String)
  }

  /// Where the item goes: leading, trailing, the title's place or the key bar.
  public var placement: ToolbarItemPlacement
  /// The button or text.
  public var content: Content

  /// An item showing the button `content` makes.
  public init(placement: ToolbarItemPlacement = .automatic, content: () -> BarButton) {
    self.placement = placement
    self.content = .button(content())
  }

  /// An item showing `text`; with `principal`, in the title's place.
  public init(placement: ToolbarItemPlacement = .automatic, text: String) {
    self.placement = placement
    self.content = .text(text)
  }

  /// The button, when this item is one.
  public var button: BarButton? {
    if case .button(let button) = content { return button }
    return nil
  }
}
