/// One item of a toolbar: a button, or (for `principal`) a text in the title's place.
@MainActor
public struct ToolbarItem {
  public enum Content {
    case button(Button)
    case text(String)
  }

  public var placement: ToolbarItemPlacement
  public var content: Content

  public init(placement: ToolbarItemPlacement = .automatic, content: () -> Button) {
    self.placement = placement
    self.content = .button(content())
  }

  public init(placement: ToolbarItemPlacement = .automatic, text: String) {
    self.placement = placement
    self.content = .text(text)
  }

  /// The button, when this item is one.
  public var button: Button? {
    if case .button(let button) = content { return button }
    return nil
  }
}

/// Several items with one placement, as SwiftUI's `ToolbarItemGroup`; its builder takes `if`,
/// `switch` and `for` (R21).
@MainActor
public struct ToolbarItemGroup: ToolbarContent {
  public var placement: ToolbarItemPlacement
  public var buttons: [Button]

  public init(
    placement: ToolbarItemPlacement = .automatic, @ButtonListBuilder content: () -> [Button]
  ) {
    self.placement = placement
    self.buttons = content()
  }

  public var toolbarItems: [ToolbarItem] {
    buttons.map { button in ToolbarItem(placement: placement) { button } }
  }
}

/// Anything that contributes toolbar items: an item, a group, or a type of one's own that
/// bundles them (the third post's `ItemsToolbar`).
@MainActor
public protocol ToolbarContent {
  var toolbarItems: [ToolbarItem] { get }
}

extension ToolbarItem: ToolbarContent {
  public var toolbarItems: [ToolbarItem] { [self] }
}

/// The items of one toolbar declaration, in declaration order (R20).
@MainActor
public struct ToolbarItemList: ToolbarContent {
  public var items: [ToolbarItem]
  public init(_ items: [ToolbarItem] = []) { self.items = items }
  public var toolbarItems: [ToolbarItem] { items }
}

/// A reusable toolbar of one's own, declared with a builder body like SwiftUI's
/// `struct ItemsToolbar: ToolbarContent { var body: some ToolbarContent { … } }`.
@MainActor
public protocol CustomToolbarContent: ToolbarContent {
  @ToolbarContentBuilder var body: ToolbarItemList { get }
}

extension CustomToolbarContent {
  public var toolbarItems: [ToolbarItem] { body.items }
}
