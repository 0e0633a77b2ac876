import NavStack

/// P4: the second post's hidden `NavigationTarget` driven by a Bool, and `tapNavigatesTo`.
@MainActor
final class NavigationTargetDemo: ComposedScreen {
  /// The post's `@State private var isVisiting`.
  var isVisiting = false
  private lazy var content: VStackScreen = VStackScreen(
    TextScreen(Pattern.p4.swiftUICode, style: Style(.bold, role: .accent)),
    TextScreen(""),
    TextScreen(
      "The first row sets isVisiting = true; the hidden NavigationTarget bound to it pushes. "
        + "Back sets it false. The second row carries its own state through tapNavigatesTo."),
    TextScreen(""),
    NavigationTargetScreen(
      destination: { TextScreen("hello world").navigationTitle("Visited") },
      isActive: bind(self, \.isVisiting)),
    VisitRow(title: "Visit (NavigationTarget, isActive: $isVisiting)") { [unowned self] in
      self.isVisiting = true
    },
    TextScreen("Visit (tapNavigatesTo)")
      .tapNavigatesTo { TextScreen("hello world").navigationTitle("Tapped") },
    LiveText { [unowned self] _ in "isVisiting: \(self.isVisiting)" }
  )

  override var navigationTitle: String { "P4 NavigationTarget" }
  override var body: Screen { content }

  override var keyCommands: [KeyCommand] {
    [KeyCommand("Visit", keys: [.enter], action: {})]
  }
}

/// A row whose activation runs an action: the post's `Text("Visit").onTapGesture { … }`.
@MainActor
final class VisitRow: Screen {
  let title: String
  let action: @MainActor () -> Void

  init(title: String, action: @escaping @MainActor () -> Void) {
    self.title = title
    self.action = action
  }

  override var isFocusable: Bool { true }

  override func handle(_ key: Key) -> Bool {
    guard key == .enter || key == .right || key == .character("l") else { return false }
    action()
    return true
  }

  override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
    guard event.kind == .click else { return false }
    action()
    return true
  }

  override func draw(in canvas: inout Canvas, rect: Rect) {
    canvas.draw("› " + title, x: rect.x + 1, y: rect.y, maxWidth: rect.width - 1)
  }
}
