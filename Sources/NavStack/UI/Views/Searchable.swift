/// What a searchable screen keeps between frames: whether its field is open and where focus
/// should go next.
@MainActor
final class SearchState {
  var isOpen = false
  /// Set by `/`, Enter and Esc; the next frame moves focus to the field or to the content.
  var focusRequest: Request?
  var fieldIDs: [ObjectIdentifier] = []

  enum Request { case field, content }
}

/// Adds a search field to a screen, as SwiftUI's `.searchable`.
///
/// In a terminal the field is the row under the content, opened by `/`: typing writes `text`
/// (the screen filters its own rows, as in SwiftUI), Enter or ↓ go back to the rows keeping the
/// text, Esc clears it. The row shows how many rows the list inside now holds.
@usableFromInline struct SearchableModifier: ViewModifier, PrimitiveModifier {
  let text: Binding<String>
  let prompt: Text?

  func update(node: ViewNode, content: any View) {
    let state = node.primitiveState as? SearchState ?? SearchState()
    node.primitiveState = state
    node.updateChild(.content, with: content)
    var keys: [ChildKey] = [.content]
    // Read tracked, as a control reads its binding: text set from outside in an `@Observable`
    // model shows the field, as `@State` text does.
    let hasText = node.readTracked { !self.text.wrappedValue.isEmpty }
    if state.isOpen || hasText {
      node.updateChild(
        .part("search"),
        with: TextField("", text: text, prompt: prompt ?? Text("Filter")).labelsHidden()
          .environment(\.controlMarkerHidden, true))
      keys.append(.part("search"))
    }
    node.keepChildren(keys)
    let text = self.text
    node.declarations = [
      .command(
        KeyCommand("Filter", keys: [.character("/")]) {
          state.isOpen = true
          state.focusRequest = .field
          node.invalidate()
        })
    ]
    if hasText {
      node.declarations.append(
        .command(
          KeyCommand("Clear the filter", keys: [.escape], showsInKeyBar: false) {
            text.wrappedValue = ""
            state.isOpen = false
            node.invalidate()
          }))
    }
    node.renderer = SearchableRenderer(state: state, text: text)
  }
}

/// Draws the content, then the search row under it.
struct SearchableRenderer: NodeRenderer {
  let state: SearchState
  let text: Binding<String>

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    PassthroughRenderer().sizeThatFits(proposal, node: node)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard let field = node.child(.part("search")), rect.height > 1 else {
      let start = context.focusTargets.count
      node.child(.content)?.render(in: rect, context: &context)
      requestContentFocus(from: start, context: &context)
      return
    }
    let contentRect = Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height - 1)
    let start = context.focusTargets.count
    node.child(.content)?.render(in: contentRect, context: &context)
    let row = Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
    context.canvas.fill(row, style: Style(role: .accent))
    context.draw("/", x: row.x, y: row.y, style: Style(role: .accent))
    let count = node.firstList.map { Self.countLabel($0.rows.count) } ?? ""
    let countWidth = count.cellWidth
    context.draw(
      count, x: row.maxX - countWidth - 1, y: row.y, style: Style(.dim, role: .accent))
    let fieldRect = Rect(
      x: row.x + 1, y: row.y, width: max(1, row.width - countWidth - 3), height: 1)
    let fieldStart = context.focusTargets.count
    field.render(in: fieldRect, context: &context)
    state.fieldIDs = context.focusTargets[fieldStart...].map(\.id)
    wrapFieldKeys(from: fieldStart, contentStart: start, context: &context)
    if state.focusRequest == .field, let first = state.fieldIDs.first, context.isActiveLayer {
      state.focusRequest = nil
      context.send(.moveFocus(first))
    }
    requestContentFocus(from: start, context: &context)
  }

  /// Enter and ↓ leave the field for the rows; Esc also clears it.
  private func wrapFieldKeys(from index: Int, contentStart: Int, context: inout RenderContext) {
    let state = self.state
    let text = self.text
    for position in index..<context.focusTargets.count {
      let target = context.focusTargets[position]
      context.focusTargets[position] = FocusTarget(
        id: target.id, rect: target.rect, isTextInput: true, help: Self.searchKeys
      ) { event in
        if case .key(let key) = event {
          switch key {
          case .enter, .down:
            state.focusRequest = .content
            _ = target.handler(.key(.end))
            return true
          case .escape:
            text.wrappedValue = ""
            state.isOpen = false
            state.focusRequest = .content
            return true
          default: break
          }
        }
        return target.handler(event)
      }
    }
  }

  private func requestContentFocus(from start: Int, context: inout RenderContext) {
    guard state.focusRequest == .content, context.isActiveLayer else { return }
    state.focusRequest = nil
    if start < context.focusTargets.count,
      let first = context.focusTargets[start...].first(where: { !state.fieldIDs.contains($0.id) })
    {
      context.send(.moveFocus(first.id))
    }
  }

  /// The search row's keys: a field's, with Enter and Esc as the row uses them.
  static let searchKeys: [KeyBar.Entry] =
    FieldKeys.singleLine.filter { $0.key != "Enter" } + [
      KeyBar.Entry(key: "Enter ↓", title: "Back to the rows, keeping the filter"),
      KeyBar.Entry(key: "Esc", title: "Clear the filter"),
    ]

  static func countLabel(_ count: Int) -> String {
    switch count {
    case 0: "no matches"
    case 1: "1 match"
    default: "\(count) matches"
    }
  }
}

extension ViewNode {
  /// The first list inside this node, for the search row's count.
  fileprivate var firstList: ListController? {
    if let list = primitiveState as? ListController { return list }
    for child in children where child.hostedScreen == nil {
      if let list = child.firstList { return list }
    }
    return nil
  }
}

extension View {
  /// A search field for this screen, bound to `text`; `/` opens it (see `SearchableModifier`).
  public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View {
    modifier(SearchableModifier(text: text, prompt: prompt))
  }

  /// A search field with a prompt string.
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View {
    modifier(SearchableModifier(text: text, prompt: Text(String(prompt))))
  }
}
