/// Multi-line text bound to a string, as SwiftUI's `TextEditor`; it grows to the space offered.
///
/// Terminal keys: Enter inserts a newline; ↑ ↓ move between wrapped lines; the other editing
/// keys are `TextField`'s; Tab and Esc leave it. It is drawn by `TextArea`, its text engine, so a
/// text that is longer than its box shows where the view is (`▲ ▼`) at its edge.
///
/// A key costs the same in a megabyte as in a line. The binding gets every key in a text of
/// up to 32 KB, as SwiftUI's does; a longer one gets the first key at once and then every few
/// keys, and always before anything else runs (another key's action, a click, a timer, the
/// end of the run) and when typing pauses, so code that reads it sees the text as shown.
public struct TextEditor: View {
  let text: Binding<String>

  /// An editor of `text`.
  public init(text: Binding<String>) { self.text = text }

  /// A primitive view.
  public typealias Body = Never
}

/// The editing engine of one editor, kept by its node: the `TextArea` and the binding of the
/// latest view, which the area reads and writes through.
@MainActor
final class TextEditorState {
  /// The latest view's binding, held apart so the area can outlive this state: a frame's
  /// focus targets keep the area, and edits it writes after the editor left the tree still
  /// reach the text they were typed into.
  private final class LatestBinding {
    var text: Binding<String>
    init(_ text: Binding<String>) { self.text = text }
  }

  private let latest: LatestBinding
  var text: Binding<String> {
    get { latest.text }
    set { latest.text = newValue }
  }
  private(set) lazy var area = TextArea(
    "",
    text: Binding(
      get: { [latest] in latest.text.wrappedValue },
      set: { [latest] in latest.text.wrappedValue = $0 }))

  init(text: Binding<String>) {
    latest = LatestBinding(text)
  }
}

extension TextEditor: PrimitiveView {
  func update(node: ViewNode) {
    if let state = node.primitiveState as? TextEditorState {
      state.text = text
    } else {
      let state = TextEditorState(text: text)
      state.area.labelWidth = 0
      node.primitiveState = state
    }
    node.keepChildren([])
    node.renderer = TextEditorRenderer(isEnabled: node.environment.isEnabled)
  }
}

/// Takes the space offered (its text's lines when asked for its ideal size) and lets the area
/// draw into it: `›` in the first column while focused, the text from the third.
struct TextEditorRenderer: NodeRenderer {
  let isEnabled: Bool

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let width = proposal.width ?? 40
    guard let state = node.primitiveState as? TextEditorState else {
      return Size(width: width, height: 1)
    }
    // The same width the area draws at, so the one wrapping it keeps serves both; counting
    // its rows does not walk the text again.
    guard proposal.height == nil else { return Size(width: width, height: proposal.height ?? 1) }
    return Size(width: width, height: state.area.rowCount(inBoxOfWidth: width))
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    guard rect.width > 0, rect.height > 0,
      let area = (node.primitiveState as? TextEditorState)?.area
    else { return }
    area.isFocused = context.isFocused(node) && isEnabled
    if context.isVisible {
      let cursor = context.canvas.cursor
      area.draw(in: &context.canvas, rect: rect)
      if !area.isFocused { context.canvas.cursor = cursor }
    }
    guard isEnabled else { return }
    context.addFocusTarget(node, rect: rect, isTextInput: true, help: FieldKeys.multiLine) {
      [weak node] event in
      area.isFocused = true
      // The area's lines decide the editor's ideal height.
      node?.invalidateLayout()
      // The binding gets the edits as `TextWriteSchedule` says: on every key in a short
      // text, every few in a long one, and at once when a key goes on elsewhere (Save).
      switch event {
      case .key(let key):
        let used = area.handle(key)
        if used { area.commitIfDue() } else { area.commit() }
        return used
      case .paste(let text):
        area.handlePaste(text)
        area.commitIfDue()
        return true
      case .activate, .click: return true
      }
    }
  }
  /// A control of its own, focused even inside a list's row (R48).
  var focusRole: FocusRole { .control }
}
