import NavStackTesting
import Observation
import Testing

@testable import NavStack

/// Views read their bindings as SwiftUI's do: a value set from outside shows on the next frame
/// whether it lives in `@State`, an `@Observable` model reached through `@Bindable`, or a
/// `Binding(get:set:)` over one; and a list's own writes to its scroll position, one a key,
/// do not make it build or draw its rows again.
@MainActor
@Suite("Bindings set from outside")
struct OutsideBindingTests {
  @Test("an @Observable model set from outside, through @Bindable, moves the highlight")
  func bindableModel() {
    let model = PositionModel()
    let session = ViewSession(BindableList(model: model), size: Size(width: 40, height: 12))
    model.highlight = 30
    session.sleep(milliseconds: 1)
    #expect(session.text.contains("› Row 30"), "\(session.numberedText)")
  }

  @Test("a Binding(get:set:) over an @Observable model set from outside moves the highlight")
  func closureBinding() {
    let model = PositionModel()
    let session = ViewSession(ClosureList(model: model), size: Size(width: 40, height: 12))
    model.highlight = 25
    session.sleep(milliseconds: 1)
    #expect(session.text.contains("› Row 25"), "\(session.numberedText)")
  }

  @Test("@State set by a button moves the highlight though no body reads it")
  func stateSetByButton() {
    let session = ViewSession(StateList(), size: Size(width: 40, height: 12))
    session.press(.control("j"))
    #expect(session.text.contains("› Row 30"), "\(session.numberedText)")
  }

  @Test("after the list writes its moves, a change from outside still moves it")
  func ownWritesThenOutside() {
    let model = PositionModel()
    let session = ViewSession(BindableList(model: model), size: Size(width: 40, height: 12))
    session.press(.down, times: 3)
    #expect(model.highlight == 3)
    model.highlight = 12
    session.sleep(milliseconds: 1)
    #expect(session.text.contains("› Row 12"), "\(session.numberedText)")
    session.press(.up)
    #expect(model.highlight == 11)
    model.highlight = 2
    session.sleep(milliseconds: 1)
    #expect(session.text.contains("› Row 2"), "\(session.numberedText)")
  }

  @Test("moves among the rows on screen neither make nor draw a row again, the position bound")
  func ownWritesBuildNoRows() {
    let model = PositionModel()
    let session = ViewSession(BindableList(model: model), size: Size(width: 40, height: 12))
    let made = model.rowsMade
    let drawn = model.rowsDrawn
    session.press(.down, times: 4)
    session.press(.up, times: 2)
    #expect(model.highlight == 2)
    #expect(model.rowsMade == made, "the list made its rows again for its own writes")
    #expect(model.rowsDrawn == drawn, "the list drew its rows again for its own writes")
  }

  @Test("with the position in @State, the list's own writes draw no row again either")
  func ownStateWritesDrawNoRows() {
    let model = PositionModel()
    let session = ViewSession(StateDrawnList(model: model), size: Size(width: 40, height: 12))
    let drawn = model.rowsDrawn
    session.press(.down, times: 4)
    #expect(session.text.contains("› Row 4"), "\(session.numberedText)")
    #expect(model.rowsDrawn == drawn, "the list drew its rows again for its own writes")
  }

  @Test("search text set in an @Observable model from outside opens the field; Esc clears it")
  func searchTextFromOutside() {
    let model = PositionModel()
    let session = ViewSession(SearchingList(model: model), size: Size(width: 40, height: 12))
    #expect(!session.row(10).hasPrefix("/"), "\(session.numberedText)")
    model.query = "Row 3"
    session.sleep(milliseconds: 1)
    #expect(session.row(10).hasPrefix("/Row 3"), "\(session.numberedText)")
    session.press(.escape)
    #expect(model.query == "")
    #expect(!session.row(10).hasPrefix("/"), "\(session.numberedText)")
  }

  @Test("a split view's selection in an @Observable model, cleared from outside, pops the detail")
  func selectionFromOutside() {
    let model = PositionModel()
    let session = ViewSession(SelectingSplit(model: model), size: Size(width: 80, height: 12))
    session.press(.down, .enter)
    #expect(model.selection == 1)
    #expect(session.stack == "Rows > Detail")
    model.selection = nil
    session.sleep(milliseconds: 1)
    #expect(session.stack == "Rows")
  }
}

@Observable
@MainActor
private final class PositionModel {
  var highlight: Int?
  var selection: Int?
  var query = ""
  /// How many rows the lists' content closures made; not observed.
  @ObservationIgnored var rowsMade = 0
  /// How many times a row was drawn rather than its cells kept; not observed.
  @ObservationIgnored var rowsDrawn = 0
}

/// A row that counts its draws in the model.
private struct DrawnRow: View {
  let title: String
  let model: PositionModel
  typealias Body = Never
}

extension DrawnRow: PrimitiveView {
  func update(node: ViewNode) { node.renderer = DrawnRowRenderer(title: title, model: model) }
}

private struct DrawnRowRenderer: NodeRenderer {
  let title: String
  let model: PositionModel

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    Size(width: proposal.width ?? title.count, height: 1)
  }

  func render(node: ViewNode, in rect: Rect, context: inout RenderContext) {
    model.rowsDrawn += 1
    context.draw(title, x: rect.x, y: rect.y, maxWidth: rect.width)
  }
}

private struct BindableList: View {
  @Bindable var model: PositionModel
  var body: some View {
    NavigationStack {
      List(0..<40, id: \.self) { row in
        model.rowsMade += 1
        return DrawnRow(title: "Row \(row)", model: model)
      }
      .scrollPosition(id: $model.highlight)
      .navigationTitle("Rows")
    }
  }
}

private struct ClosureList: View {
  let model: PositionModel
  var body: some View {
    NavigationStack {
      List(0..<40, id: \.self) { row in Text("Row \(row)") }
        .scrollPosition(id: Binding(get: { model.highlight }, set: { model.highlight = $0 }))
        .navigationTitle("Rows")
    }
  }
}

private struct StateList: View {
  @State private var highlight: Int?
  var body: some View {
    NavigationStack {
      List(0..<40, id: \.self) { row in Text("Row \(row)") }
        .scrollPosition(id: $highlight)
        .toolbar { Button("Jump") { highlight = 30 }.keyboardShortcut("j") }
        .navigationTitle("Rows")
    }
  }
}

private struct StateDrawnList: View {
  let model: PositionModel
  @State private var highlight: Int?
  var body: some View {
    NavigationStack {
      List(0..<40, id: \.self) { row in DrawnRow(title: "Row \(row)", model: model) }
        .scrollPosition(id: $highlight)
        .navigationTitle("Rows")
    }
  }
}

private struct SearchingList: View {
  @Bindable var model: PositionModel
  var body: some View {
    NavigationStack {
      List(0..<40, id: \.self) { row in Text("Row \(row)") }
        .searchable(text: $model.query)
        .navigationTitle("Rows")
    }
  }
}

private struct SelectingSplit: View {
  @Bindable var model: PositionModel
  var body: some View {
    NavigationSplitView {
      List(0..<40, id: \.self, selection: $model.selection) { row in Text("Row \(row)") }
        .navigationTitle("Rows")
    } detail: {
      Text("Detail").navigationTitle("Detail")
    }
  }
}
