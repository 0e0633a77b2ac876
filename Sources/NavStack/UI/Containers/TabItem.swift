/// What a tab of a `TabView` keeps: its label, its value, and whether its content is built.
///
/// A tab's content is built the first time it is shown and kept from then on, as SwiftUI's
/// tabs are: a tab never opened runs no `onAppear` and makes no state.
@MainActor
final class TabItemState {
  /// Set by the tab view when it first shows the tab; the content is built from then on.
  var isActivated = false
  /// The tab's value for `TabView(selection:)`, when the tab says it itself (`Tab(value:)`,
  /// or a `.tag(_:)` written inside `.tabItem`).
  var value: AnyHashable?
}

/// `.tabItem { … }`: the label a `TabView` shows for this view's tab.
@usableFromInline struct TabItemModifier: ViewModifier, PrimitiveModifier {
  let label: any View

  func update(node: ViewNode, content: any View) {
    TabItemModifier.update(
      node: node, label: label, content: content, value: (content as? TaggedView)?.tagValue)
  }

  /// Builds a tab's label always, and its content once the tab view has shown it.
  static func update(node: ViewNode, label: any View, content: any View, value: AnyHashable?) {
    let state: TabItemState
    if let existing = node.primitiveState as? TabItemState {
      state = existing
    } else {
      state = TabItemState()
      node.primitiveState = state
    }
    state.value = value
    let labelNode = node.updateChild(.part("label"), with: label, walkedSeparately: true)
    labelNode.isWalkedSeparately = true
    if state.isActivated {
      node.updateChild(.content, with: content)
      node.keepChildren([.part("label"), .content])
    } else {
      node.keepChildren([.part("label")])
    }
    node.renderer = TabItemRenderer()
  }
}

/// Draws a tab's content; its label is drawn by the tab bar.
struct TabItemRenderer: NodeRenderer {
  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.child(.content)?.sizeThatFits(proposal)
      ?? proposal.replacingUnspecified(with: Size(width: 0, height: 0))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    node.child(.content)?.render(in: rect, context: &context)
  }
}

/// A view with `.tag(_:)` applied, whose tag can be read without building it: the tag of a
/// tab whose content is not built yet (`Home().tag(1).tabItem { … }`).
@MainActor
protocol TaggedView {
  var tagValue: AnyHashable { get }
}

extension ModifiedContent: TaggedView where Modifier == TagModifier {
  var tagValue: AnyHashable { modifier.value }
}

extension View {
  /// The label this view's tab shows in its `TabView`'s tab bar: a `Label`, a `Text` or an
  /// `Image`, as on iOS.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(label: label()))
  }
}
