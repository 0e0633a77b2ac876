/// One item of a toolbar: a button, or (for `principal`) a text in the title's place.
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

/// Several items with one placement, as SwiftUI's `ToolbarItemGroup`; its builder takes `if`,
/// `switch` and `for` (R21).
@MainActor
public struct BarItemGroup: BarContent {
  /// Where the buttons go.
  public var placement: ToolbarItemPlacement
  /// The buttons, in order.
  public var buttons: [BarButton]

  /// A group of the buttons `content` builds, all at `placement`.
  public init(
    placement: ToolbarItemPlacement = .automatic, @ButtonListBuilder content: () -> [BarButton]
  ) {
    self.placement = placement
    self.buttons = content()
  }

  /// One item for each button, at the group's placement.
  public var toolbarItems: [BarItem] {
    buttons.map { button in BarItem(placement: placement) { button } }
  }
}

/// Anything that contributes toolbar items: an item, a group, or a type of one's own that
/// bundles them (the third post's `ItemsToolbar`).
@MainActor
public protocol BarContent {
  var toolbarItems: [BarItem] { get }
}

extension BarItem: BarContent {
  /// The item itself.
  public var toolbarItems: [BarItem] { [self] }
}

/// The items of one toolbar declaration, in declaration order (R20).
@MainActor
public struct BarItemList: BarContent {
  /// The items, in declaration order.
  public var items: [BarItem]
  /// A list of `items`.
  public init(_ items: [BarItem] = []) { self.items = items }
  /// The items, in declaration order.
  public var toolbarItems: [BarItem] { items }
}

/// A reusable toolbar of one's own, declared with a builder body like SwiftUI's
/// `struct ItemsToolbar: ToolbarContent { var body: some ToolbarContent { … } }`.
@MainActor
public protocol CustomBarContent: BarContent {
  @BarContentBuilder var body: BarItemList { get }
}

extension CustomBarContent {
  /// The items `body` builds.
  public var toolbarItems: [BarItem] { body.items }
}
