/// One item of a toolbar: a button, or (for `principal`) a text in the title's place.
@MainActor
public struct BarItem {
  public enum Content {
    case button(BarButton)
    case text(String)
  }

  public var placement: ToolbarItemPlacement
  public var content: Content

  public init(placement: ToolbarItemPlacement = .automatic, content: () -> BarButton) {
    self.placement = placement
    self.content = .button(content())
  }

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
  public var placement: ToolbarItemPlacement
  public var buttons: [BarButton]

  public init(
    placement: ToolbarItemPlacement = .automatic, @ButtonListBuilder content: () -> [BarButton]
  ) {
    self.placement = placement
    self.buttons = content()
  }

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
  public var toolbarItems: [BarItem] { [self] }
}

/// The items of one toolbar declaration, in declaration order (R20).
@MainActor
public struct BarItemList: BarContent {
  public var items: [BarItem]
  public init(_ items: [BarItem] = []) { self.items = items }
  public var toolbarItems: [BarItem] { items }
}

/// A reusable toolbar of one's own, declared with a builder body like SwiftUI's
/// `struct ItemsToolbar: ToolbarContent { var body: some ToolbarContent { … } }`.
@MainActor
public protocol CustomBarContent: BarContent {
  @BarContentBuilder var body: BarItemList { get }
}

extension CustomBarContent {
  public var toolbarItems: [BarItem] { body.items }
}
