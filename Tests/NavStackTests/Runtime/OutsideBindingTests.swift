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
  @Test(
    "an @Observable model set from outside moves the highlight",
    arguments: [ModelBinding.bindable, .closure])
  func modelSetFromOutside(binding: ModelBinding) {
    let model = PositionModel()
    let session = ViewSession(binding.list(model), size: Size(width: 40, height: 12))
    model.highlight = 30
    session.sleep(milliseconds: 1)
    #expect(session.text.contains("› Row 30"), "\(session.numberedText)")
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
    let drawn = model.drawn.draws
    session.press(.down, times: 4)
    session.press(.up, times: 2)
    #expect(model.highlight == 2)
    #expect(model.rowsMade == made, "the list made its rows again for its own writes")
    #expect(model.drawn.draws == drawn, "the list drew its rows again for its own writes")
  }

  @Test("with the position in @State, the list's own writes draw no row again either")
  func ownStateWritesDrawNoRows() {
    let model = PositionModel()
    let session = ViewSession(StateDrawnList(model: model), size: Size(width: 40, height: 12))
    let drawn = model.drawn.draws
    session.press(.down, times: 4)
    #expect(session.text.contains("› Row 4"), "\(session.numberedText)")
    #expect(model.drawn.draws == drawn, "the list drew its rows again for its own writes")
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
  /// The frames in which a row was drawn rather than its cells kept; not observed.
  @ObservationIgnored let drawn = DrawCount()
}

/// How the list's position reaches the model: through `@Bindable`, or a closure binding.
enum ModelBinding: Sendable {
  case bindable, closure

  @MainActor
  fileprivate func list(_ model: PositionModel) -> AnyView {
    switch self {
    case .bindable: AnyView(BindableList(model: model))
    case .closure: AnyView(ClosureList(model: model))
    }
  }
}

private struct BindableList: View {
  @Bindable var model: PositionModel
  var body: some View {
    NavigationStack {
      List(0..<40, id: \.self) { row in
        model.rowsMade += 1
        return CountedCell(label: "Row \(row)", count: model.drawn, pure: false)
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
      List(0..<40, id: \.self) { row in
        CountedCell(label: "Row \(row)", count: model.drawn, pure: false)
      }
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
