/// A choice of one value among options, as SwiftUI's `Picker` in its menu style: it shows
/// the selection (`  Colour   Red ▾`) and Enter, Space or a click opens a menu of the options.
///
/// Terminal keys: in the menu, ↑ ↓ Tab choose, Enter takes the option, Esc keeps the selection,
/// and each option answers to its first letter. Options are the content's views, each with
/// `.tag(_:)` or the id `ForEach` gave it; `pickerStyle(_:)` draws them in a row, as rows, or
/// on a screen of their own.
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
    // The options are built (so `ForEach` ids and tags exist) but drawn only by the style.
    let options = node.updateChild(.part("options"), with: content)
    let selection = self.selection
    let title = node.child(.part("label"))?.displayText ?? ""
    // Read while updating, so that a new selection updates the picker and its size.
    let current = AnyHashable(node.readTracked { selection.wrappedValue })
    let choose: @MainActor (AnyHashable) -> Void = { tag in
      if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
    }
    switch node.environment.pickerLook {
    case .menu:
      node.keepChildren([.part("label"), .part("options")])
      let shown = (Self.options(of: options).first { $0.tag == current }?.title ?? "") + " ▾"
      node.renderer = ControlRenderer(isEnabled: node.environment.isEnabled) {
        shown
      } handle: { [weak node, weak options] event, _ in
        switch event {
        case .activate, .click:
          guard let node, let options else { return false }
          node.environment.windowRequests?.send(
            .presentAlert(
              Self.optionsMenu(
                title: title, options: Self.options(of: options), selection: selection)))
          return true
        case .key, .paste:
          return false
        }
      }
    case .segmented:
      node.keepChildren([.part("label"), .part("options")])
      node.renderer = SegmentedPickerRenderer(
        choices: Self.options(of: options), current: current,
        isEnabled: node.environment.isEnabled, choose: choose)
    case .inline:
      let rows = InlinePickerRows(
        choices: Self.options(of: options).map { PickerChoice(title: $0.title, tag: $0.tag) },
        current: current, choose: choose)
      node.updateChild(.part("rows"), with: rows)
      node.keepChildren([.part("label"), .part("options"), .part("rows")])
      node.renderer = InlinePickerRenderer()
    case .navigationLink:
      let choices = Self.options(of: options).map { PickerChoice(title: $0.title, tag: $0.tag) }
      let link = NavigationLink {
        PickerChoicesScreen(title: title, choices: choices, current: current, choose: choose)
      } label: {
        LabeledContent(title, value: choices.first { $0.tag == current }?.title ?? "")
      }
      let linkNode = node.updateChild(.part("link"), with: link)
      node.keepChildren([.part("label"), .part("options"), .part("link")])
      node.renderer = PickerPartRenderer(
        part: .part("link"), drawsFocusMarker: linkNode.drawsFocusMarker)
    }
  }

  /// Each option's title and value, in order.
  static func options(of container: ViewNode) -> [(title: String, tag: AnyHashable)] {
    container.layoutChildren.compactMap { option in
      guard let tag = option.optionTag(below: container) else { return nil }
      return (option.displayText, tag)
    }
  }

  /// The options as the window's menu shows them, focus on the current one: what the picker
  /// asks the window to present when it opens.
  static func optionsMenu(
    title: String, options: [(title: String, tag: AnyHashable)],
    selection: Binding<SelectionValue>
  ) -> AlertState {
    var buttons: [BarButton] = options.map { option in
      BarButton(option.title) {
        if let value = option.tag.base as? SelectionValue { selection.wrappedValue = value }
      }
    }
    buttons.append(BarButton("Cancel", role: .cancel) {})
    let current = AnyHashable(selection.wrappedValue)
    var menu = AlertState(title: title, buttons: buttons)
    menu.focus = options.firstIndex { $0.tag == current } ?? buttons.count - 1
    return menu
  }
}
