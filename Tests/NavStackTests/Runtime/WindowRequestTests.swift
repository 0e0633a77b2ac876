import Foundation
import NavStackTesting
import Testing

@testable import NavStack

/// A view tree drawn through the graph with no window: what its views ask of a window is
/// left in `requests`, as values.
@MainActor
private final class Windowless {
  let graph = ViewGraph()
  let requests = WindowRequestQueue()
  let root: ViewNode
  let size: Size
  private(set) var targets: [FocusTarget] = []
  /// What the last drawing asked of the window as it drew (a focus move).
  private(set) var drawnRequests: [WindowRequest] = []
  private(set) var canvas: Canvas

  init<V: View>(_ view: V, size: Size = Size(width: 40, height: 10)) {
    self.size = size
    var environment = EnvironmentValues()
    environment.windowWidth = size.width
    environment.windowRequests = requests
    root = graph.makeRoot(view, environment: environment)
    canvas = Canvas(size: size)
    draw()
  }

  /// Walks the declarations (a stack's bar items) and draws the tree, keeping its targets.
  func draw() {
    _ = graph.update()
    _ = DeclarationWalk.collect(from: root)
    var context = RenderContext(canvas: Canvas(size: size))
    root.render(
      in: Rect(x: 0, y: 0, width: size.width, height: size.height), context: &context)
    targets = context.focusTargets + context.barTargets
    canvas = context.canvas
    drawnRequests = context.requests
  }

  /// The target whose rectangle starts on the row showing `text`, or at the bar button
  /// whose help or title is `text`.
  func target(showing text: String) -> FocusTarget? {
    targets.first { target in
      if target.activation?() == text { return true }
      return canvas.text(ofRow: target.rect.y).contains(text)
    }
  }

  /// The alerts asked for so far, taken from the queue.
  func takeAlerts() -> [AlertState] {
    requests.take().compactMap { request in
      if case .presentAlert(let state) = request { return state }
      return nil
    }
  }
}

@MainActor
private final class Chosen {
  var value = 2
}

/// A picker over state of its own, so that a choice draws the picker again.
private struct ColourForm: View {
  @State private var colour = 2

  var body: some View {
    Picker("Colour", selection: $colour) {
      Text("Red").tag(1)
      Text("Green").tag(2)
      Text("Blue").tag(3)
    }
  }
}

/// A field that a button focuses.
private struct FocusForm: View {
  @FocusState private var isNameFocused: Bool
  @State private var name = ""

  var body: some View {
    VStack {
      Button("Edit the name") { isNameFocused = true }
      TextField("Name", text: $name).focused($isNameFocused)
    }
  }
}

@MainActor
@Suite("Views ask the window by value")
struct WindowRequestTests {
  private static func colourPicker(_ chosen: Chosen) -> some View {
    Picker(
      "Colour",
      selection: Binding(get: { chosen.value }, set: { chosen.value = $0 })
    ) {
      Text("Red").tag(1)
      Text("Green").tag(2)
      Text("Blue").tag(3)
    }
  }

  @Test("a picker asks for its options as an alert, focus on the chosen one, with no window")
  func pickerAsksForItsOptions() throws {
    let chosen = Chosen()
    let tree = Windowless(Self.colourPicker(chosen))
    let picker = try #require(tree.target(showing: "Colour"))
    #expect(picker.handler(.activate))
    let alerts = tree.takeAlerts()
    try #require(alerts.count == 1)
    #expect(alerts[0].title == "Colour")
    #expect(alerts[0].buttons.map(\.title) == ["Red", "Green", "Blue", "Cancel"])
    #expect(alerts[0].focus == 1)
    // The value holds what choosing does: pressing Blue writes the selection.
    alerts[0].buttons[2].action()
    #expect(chosen.value == 3)
  }

  @Test("a menu asks for its items, focus on the first, with no window")
  func menuAsksForItsItems() throws {
    let tree = Windowless(
      Menu("Add") {
        Button("Note") {}
        Divider()
        Button("Folder") {}
      })
    let menu = try #require(tree.target(showing: "Add"))
    #expect(menu.handler(.activate))
    let alerts = tree.takeAlerts()
    try #require(alerts.count == 1)
    #expect(alerts[0].title == "Add")
    #expect(alerts[0].buttons.map(\.title) == ["Note", "Folder", "Cancel"])
    #expect(alerts[0].focus == 0)
    #expect(alerts[0].menuLines.count == 5)
  }

  @Test("a picker among a menu's items asks for its options when its item is pressed")
  func pickerInAMenu() throws {
    let chosen = Chosen()
    let tree = Windowless(Menu("Sort") { Self.colourPicker(chosen) })
    #expect(try #require(tree.target(showing: "Sort")).handler(.activate))
    let menu = try #require(tree.takeAlerts().first)
    #expect(menu.buttons.map(\.title) == ["Colour Green ▾", "Cancel"])
    menu.buttons[0].action()
    let options = tree.takeAlerts()
    try #require(options.count == 1)
    #expect(options[0].buttons.map(\.title) == ["Red", "Green", "Blue", "Cancel"])
  }

  @Test("a bar's … asks for the buttons that did not fit, with no window (R23)")
  func overflowAsksForTheHiddenButtons() throws {
    let tree = Windowless(
      NavigationStack {
        Text("x")
          .navigationTitle("T")
          .toolbar {
            ForEach(1..<9) { index in Button("Button\(index)") {} }
          }
      })
    #expect(tree.canvas.text(ofRow: 0).hasSuffix("[…]"))
    let more = try #require(tree.target(showing: "More"))
    #expect(more.handler(.activate))
    let alerts = tree.takeAlerts()
    try #require(alerts.count == 1)
    #expect(alerts[0].title == "More")
    #expect(alerts[0].buttons.map(\.title).contains("Button8"))
    #expect(alerts[0].buttons.last?.title == "Cancel")
    #expect(alerts[0].focus == alerts[0].buttons.count - 1)
  }

  @Test("a list whose highlight moved reports itself as the frame's patch, with no window")
  func listReportsItsPatch() throws {
    let tree = Windowless(List(0..<30, id: \.self) { Text("Row \($0)") })
    let list = try #require(tree.target(showing: "Row 0"))
    #expect(list.handler(.key(.down)))
    let patches = tree.requests.take().compactMap { request -> (any FramePatch)? in
      if case .framePatch(let patch) = request { return patch }
      return nil
    }
    try #require(patches.count == 1)
    #expect(patches[0] is ListController)
  }

  @Test("the status line, a link and a share ask the window, and do nothing without one")
  func actionsSendRequests() throws {
    let queue = WindowRequestQueue()
    StatusAction(requests: queue)("Saved")
    let url = try #require(URL(string: "https://example.com"))
    OpenURLAction(requests: queue)(url)
    var requests = queue.take()
    try #require(requests.count == 2)
    guard case .showStatus("Saved") = requests[0] else {
      Issue.record("expected the status line, got \(requests[0])")
      return
    }
    guard case .openURL(let asked, _) = requests[1] else {
      Issue.record("expected a URL, got \(requests[1])")
      return
    }
    #expect(asked == url)
    let tree = Windowless(ShareLink("Send", item: "the text"))
    #expect(try #require(tree.target(showing: "Send")).handler(.activate))
    requests = tree.requests.take()
    try #require(requests.count == 1)
    guard case .share("the text") = requests[0] else {
      Issue.record("expected a share, got \(requests[0])")
      return
    }
    // With no window the action has nowhere to ask, and says the URL was not opened.
    var accepted: Bool?
    OpenURLAction(requests: nil)(url) { accepted = $0 }
    #expect(accepted == false)
  }

  @Test("a view focused by `@FocusState` asks for focus as it is drawn, with no window")
  func focusMoveIsARequest() throws {
    let tree = Windowless(FocusForm())
    #expect(tree.drawnRequests.isEmpty)
    #expect(try #require(tree.target(showing: "Edit the name")).handler(.activate))
    tree.draw()
    let field = try #require(tree.target(showing: "Name"))
    let moves = tree.drawnRequests.compactMap { request -> ObjectIdentifier? in
      if case .moveFocus(let id) = request { return id }
      return nil
    }
    #expect(moves == [field.id])
    // Asked once: the next frame asks nothing.
    tree.draw()
    #expect(tree.drawnRequests.isEmpty)
  }

  @Test("the window applies a picker's request in the frame of the key, one frame")
  func windowShowsThePickersOptions() {
    let session = showing { ColourForm() }
    let frames = session.host.wholeFrameDrawCount
    session.press(.enter)
    #expect(session.host.wholeFrameDrawCount == frames + 1)
    #expect(session.host.requests.isEmpty)
    #expect(session.shows("Red"))
    #expect(session.shows("Blue"))
    session.press(.down)
    session.press(.enter)
    #expect(session.row(0).contains("Blue ▾"))
  }

  @Test("a request sent between events is drawn by the next render")
  func requestBetweenEvents() {
    let host = ViewHost(Text("Hello"))
    _ = host.render(size: .standard)
    host.requests.send(.showStatus("Saved elsewhere"))
    let canvas = host.render(size: .standard)
    #expect(canvas.text(ofRow: Size.standard.height - 1).contains("Saved elsewhere"))
    #expect(host.requests.isEmpty)
  }
}
