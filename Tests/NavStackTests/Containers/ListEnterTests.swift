import NavStack
import NavStackTesting
import Testing

/// A list mixing rows Enter acts on (a link, a tagged row, a toggle) with rows it does not
/// (plain text), so that the key bar's Enter and what Enter does can be compared row by row.
private struct MixedRowsApp: View {
  @State private var isOn = false

  var body: some View {
    NavigationStack {
      List {
        Text("Plain note")
        NavigationLink("Details") { Text("Detail screen").navigationTitle("Detail") }
        Toggle("Wi-Fi", isOn: $isOn)
        Text("Another note")
      }
      .navigationTitle("Mixed")
    }
  }
}

/// A list whose first row acts and whose second does not.
private struct LinkThenTextApp: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink("Details") { Text("Detail screen").navigationTitle("Detail") }
        Text("Plain note")
      }
      .navigationTitle("Mixed")
    }
  }
}

/// A selection list of plain rows, tagged: choosing one writes the selection (R49).
private struct PlainSelectionApp: View {
  @State private var flavor: String?

  var body: some View {
    NavigationStack {
      VStack {
        List(selection: $flavor) {
          Text("Mint").tag("mint")
          Text("Lemon").tag("lemon")
        }
        Text("Chosen: \(flavor ?? "none")")
      }
      .navigationTitle("Flavors")
    }
  }
}

/// Enter on a list: the key bar names Enter exactly while Enter acts on the highlighted row,
/// as both come from the list's one Open command.
@Suite("Enter on a list")
@MainActor
struct ListEnterTests {
  private func keyBar(_ session: ViewSession) -> String {
    session.row(session.size.height - 1)
  }

  @Test("a plain row offers no Enter and Enter leaves it; a link row offers Enter Open and opens")
  func enterFollowsTheHighlightedRow() {
    let session = ViewSession(MixedRowsApp(), size: Size(width: 60, height: 10))
    #expect(session.row(1).hasPrefix("› Plain note"))
    #expect(!keyBar(session).contains("Enter"))
    session.press(.enter)
    #expect(session.stack == "Mixed")
    session.press(.down)
    #expect(session.row(2).hasPrefix("› Details"))
    #expect(keyBar(session).hasPrefix("Enter Open"))
    session.press(.enter)
    #expect(session.stack == "Mixed > Detail")
  }

  @Test("moving off a row that acts takes Enter off the key bar, and Enter then does nothing")
  func enterLeavesWithTheRow() {
    let session = ViewSession(LinkThenTextApp(), size: Size(width: 60, height: 10))
    #expect(keyBar(session).hasPrefix("Enter Open"))
    session.press(.down)
    #expect(session.row(2).hasPrefix("› Plain note"))
    #expect(!keyBar(session).contains("Enter"))
    session.press(.enter)
    #expect(session.stack == "Mixed")
    session.press(.up)
    #expect(keyBar(session).hasPrefix("Enter Open"))
  }

  @Test("R48 a row holding a control offers Enter, and Enter presses the control")
  func enterPressesARowControl() {
    let session = ViewSession(MixedRowsApp(), size: Size(width: 60, height: 10))
    session.press(.down, times: 2)
    #expect(session.text.contains("Wi-Fi"))
    let before = session.row(3)
    #expect(keyBar(session).hasPrefix("Enter Open"))
    session.press(.enter)
    #expect(session.stack == "Mixed")
    #expect(session.row(3) != before)
    session.press(.down)
    #expect(!keyBar(session).contains("Enter"))
  }

  @Test("R49 a selection list of plain tagged rows offers Enter Open, and Enter chooses the row")
  func enterChoosesASelection() {
    let session = ViewSession(PlainSelectionApp(), size: Size(width: 60, height: 10))
    #expect(keyBar(session).hasPrefix("Enter Open"))
    session.press(.down, .enter)
    #expect(session.text.contains("Chosen: lemon"))
  }

  @Test("the key bar's Enter Open, clicked, runs the command Enter runs")
  func clickingTheKeyBarEntryOpens() {
    let session = ViewSession(MixedRowsApp(), size: Size(width: 60, height: 10))
    session.press(.down)
    #expect(session.click("Open"))
    #expect(session.stack == "Mixed > Detail")
  }

  @Test("a click on a row's shown text opens it only when Enter would")
  func clickOpensLikeEnter() {
    let session = ViewSession(MixedRowsApp(), size: Size(width: 60, height: 10))
    #expect(session.click("Another note"))
    #expect(session.row(4).hasPrefix("› Another note"))
    #expect(session.stack == "Mixed")
    #expect(session.click("Details"))
    #expect(session.stack == "Mixed > Detail")
  }
}
