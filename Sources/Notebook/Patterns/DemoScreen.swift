import NavStack

/// A demo page: the SwiftUI code it mirrors, an explanation, and a list of actions.
@MainActor
class DemoScreen: Screen {
  struct Action {
    var title: String
    var run: @MainActor () -> Void
  }

  let title: String
  let code: String
  let explanation: String
  let list = ListState()

  init(title: String, code: String, explanation: String) {
    self.title = title
    self.code = code
    self.explanation = explanation
  }

  override var navigationTitle: String { title }

  /// The rows a user can activate; built per frame so they can show live state.
  var actions: [Action] { [] }

  /// Lines of live state shown under the explanation.
  var status: [String] { [] }

  override var keyCommands: [KeyCommand] {
    actions.isEmpty
      ? []
      : [
        KeyCommand("Run", keys: [.enter, .right, .character("l")]) { [unowned self] in
          self.run()
        }
      ]
  }

  func run() {
    let actions = self.actions
    guard actions.indices.contains(list.selection) else { return }
    actions[list.selection].run()
  }

  override func handle(_ key: Key) -> Bool {
    list.handle(key, count: actions.count)
  }

  /// Where the action rows start, for clicks.
  private var actionsTop = 0

  override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
    let rows = Rect(x: rect.x, y: actionsTop, width: rect.width, height: actions.count)
    guard event.kind == .click,
      let index = list.index(at: event.position, in: rows, count: actions.count)
    else { return false }
    list.select(index, count: actions.count)
    run()
    return true
  }

  override func draw(in canvas: inout Canvas, rect: Rect) {
    let width = max(1, rect.width - 2)
    var y = rect.y
    for line in AlertBox.wrap(code, width: width) where y < rect.maxY {
      canvas.draw(line, x: rect.x + 1, y: y, style: Style(.bold, role: .accent))
      y += 1
    }
    y += 1
    for line in AlertBox.wrap(explanation, width: width) + status where y < rect.maxY {
      canvas.draw(line, x: rect.x + 1, y: y, maxWidth: width)
      y += 1
    }
    y += 1
    actionsTop = y
    let actions = self.actions
    guard !actions.isEmpty, y < rect.maxY else { return }
    list.draw(
      in: &canvas, rect: Rect(x: rect.x, y: y, width: rect.width, height: rect.maxY - y),
      count: actions.count
    ) { index in (actions[index].title, "") }
  }
}
