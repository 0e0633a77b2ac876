/// A choice of one value among options, as SwiftUI's `Picker` in its menu style: it shows
/// the selection (`  Colour   Red ▾`) and Enter, Space or a click opens a menu of the options.
///
/// Terminal keys: in the menu, ↑ ↓ Tab choose, Enter takes the option, Esc keeps the selection,
/// and each option answers to its first letter. Options are the content's views, each with
/// `.tag(_:)` or the id `ForEach` gave it; every picker style draws as a menu.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker with a built label.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
    self.content = content()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension Picker where Label == Text {
  /// A picker titled with a literal: `Picker("Colour", selection: $colour) { … }`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker: PrimitiveView {
  func update(node: ViewNode) {
    node.updateLabel(label)
    // The options are built (so `ForEach` ids and tags exist) but drawn only in the menu.
    let options = node.updateChild(.part("options"), with: content)
    node.keepChildren([.part("label"), .part("options")])
    let selection = self.selection
    let title = node.child(.part("label"))?.displayText ?? ""
    // Read while updating, so that a new selection updates the picker and its size.
    let current = AnyHashable(node.readTracked { selection.wrappedValue })
    let shown = (Self.options(of: options).first { $0.tag == current }?.title ?? "") + " ▾"
    node.renderer = ControlRenderer(isEnabled: node.environment.isEnabled) {
      shown
    } handle: { [weak options] event, _, host in
      switch event {
      case .activate, .click:
        guard let host, let options else { return false }
        Self.openMenu(
          title: title, options: Self.options(of: options), selection: selection, host: host)
        return true
      case .key, .paste:
        return false
      }
    }
  }

  /// Each option's title and value, in order.
  static func options(of container: ViewNode) -> [(title: String, tag: AnyHashable)] {
    container.layoutChildren.compactMap { option in
      guard let tag = option.optionTag(below: container) else { return nil }
      return (option.displayText, tag)
    }
  }

  /// Shows the options in the window's menu, the current one chosen.
  static func openMenu(
    title: String, options: [(title: String, tag: AnyHashable)],
    selection: Binding<SelectionValue>, host: ViewHost
  ) {
    var buttons: [BarButton] = options.map { option in
      BarButton(option.title) {
        if let value = option.tag.base as? SelectionValue { selection.wrappedValue = value }
      }
    }
    buttons.append(BarButton("Cancel", role: .cancel) {})
    let current = AnyHashable(selection.wrappedValue)
    host.windowAlert = AlertState(title: title, buttons: buttons)
    host.alertFocus = options.firstIndex { $0.tag == current } ?? buttons.count - 1
    host.resolveAlert()
  }
}

/// How a picker is drawn, as SwiftUI's `PickerStyle`; every style draws as a menu here.
public protocol PickerStyle {}

/// The menu style.
public struct MenuPickerStyle: PickerStyle {
  /// The style.
  public init() {}
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
  /// Segments: drawn as a menu.
  public static var segmented: MenuPickerStyle { MenuPickerStyle() }
  /// A wheel: drawn as a menu.
  public static var wheel: MenuPickerStyle { MenuPickerStyle() }
  /// Inline: drawn as a menu.
  public static var inline: MenuPickerStyle { MenuPickerStyle() }
  /// The platform's choice: a menu.
  public static var automatic: MenuPickerStyle { MenuPickerStyle() }
}

extension View {
  /// Accepted for source compatibility: pickers draw as menus.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
}
