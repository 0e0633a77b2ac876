import NavStackTesting
import Testing

@testable import NavStack

@MainActor
@Suite("Bar, title, back button, through views")
struct BarRules {
  /// A stack whose root, titled `previous`, links to a screen titled `title`.
  private func pushed(onto previous: String, title: String = "Child", size: Size = .standard)
    -> ViewSession
  {
    let session = ViewSession(
      NavigationStack {
        NavigationLink("Open") { Text("child content").navigationTitle(title) }
          .navigationTitle(previous)
      },
      size: size)
    session.click("Open")
    return session
  }

  @Test("R7 back button shows the previous title")
  func backShowsPreviousTitle() {
    let session = ViewSession(
      NavigationStack {
        List {
          NavigationLink("Work", value: Folder(name: "Work"))
        }
        .navigationTitle("My folders")
        .navigationDestination(for: Folder.self) { FolderScreen(folder: $0) }
      })
    #expect(session.click("Work"))
    #expect(session.stack == "My folders > Work")
    #expect(session.row(0).hasPrefix("< My folders"))
  }

  @Test("R8 a previous title wider than min(20, width/3) gives < Back")
  func longTitleGivesBack() {
    // 80 / 3 = 26, so the limit is 20 cells: "< " + 18 fits, "< " + 19 does not.
    let fits = String(repeating: "a", count: 18)
    #expect(pushed(onto: fits).row(0).hasPrefix("< " + fits + " "))
    #expect(pushed(onto: fits + "a").row(0).hasPrefix("< Back "))
    #expect(pushed(onto: "A title that is much too long").row(0).hasPrefix("< Back "))
    // At 40 columns the limit is 13 cells.
    let narrow = pushed(onto: "Reading list!", size: Size(width: 40, height: 12))
    #expect(narrow.row(0).hasPrefix("< Back "))
    #expect(
      pushed(onto: "Reading", size: Size(width: 40, height: 12)).row(0).hasPrefix("< Reading"))
  }

  @Test("R8 wide characters count as two cells in the back button's width")
  func wideTitleWidth() {
    // "< " + 9 wide characters = 20 cells: fits at 80; 10 wide characters do not.
    #expect(pushed(onto: "日本語日本語日本語").row(0).hasPrefix("< 日本語日本語日本語"))
    #expect(pushed(onto: "日本語日本語日本語メ").row(0).hasPrefix("< Back"))
  }

  @Test("R8 when even < Back does not fit, the button is <")
  func tinyBarGivesArrow() {
    #expect(NavigationBar.backLabel(previousTitle: "Folders", barWidth: 15) == "<")
    // The smallest window is 40 columns, where "< Back" fits; below it nothing is drawn.
    let session = pushed(onto: "Folders", size: Size(width: 40, height: 10))
    #expect(session.row(0).hasPrefix("< Folders"))
  }

  @Test("R8 a button standing in for a hidden back button is fitted as the back button is")
  func standInBackButton() {
    func session(previous: String, width: Int) -> ViewSession {
      ViewSession(
        NavigationStack {
          NavigationLink("Open") {
            Text("x")
              .navigationTitle("Detail")
              .navigationBarBackButtonHidden()
              .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                  Button {
                  } label: {
                    Label(previous, systemImage: "chevron.left")
                  }
                }
                ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
              }
          }
          .navigationTitle(previous)
        }, size: Size(width: width, height: 10))
    }
    let short = session(previous: "Work", width: 80)
    short.click("Open")
    #expect(short.row(0).hasPrefix("[‹ Work]"), "\(short.numberedText)")
    let long = session(previous: "A folder name far too long to fit", width: 80)
    long.click("Open")
    #expect(long.row(0).hasPrefix("[‹ Back]"), "\(long.numberedText)")
    #expect(long.row(0).hasSuffix("[Save]"), "\(long.numberedText)")
    let narrow = session(previous: "Reading list!", width: 40)
    narrow.click("Open")
    #expect(narrow.row(0).hasPrefix("[‹ Back]"), "\(narrow.numberedText)")
  }

  @Test("R9 an empty previous title gives < Back")
  func emptyTitleGivesBack() {
    #expect(pushed(onto: "").row(0).hasPrefix("< Back"))
    // No title at all reads the same.
    let session = ViewSession(
      NavigationStack { NavigationLink("Open") { Text("x").navigationTitle("Child") } })
    session.click("Open")
    #expect(session.row(0).hasPrefix("< Back"))
  }

  @Test("R10 navigationBarBackButtonHidden hides the back button and its key on that screen")
  func backButtonHidden() {
    let session = ViewSession(
      NavigationStack {
        NavigationLink("Open") {
          NavigationLink("Deeper") { Text("x").navigationTitle("Grandchild") }
            .navigationTitle("Child")
            .navigationBarBackButtonHidden()
        }
        .navigationTitle("Root")
      })
    session.click("Open")
    #expect(session.stack == "Root > Child")
    #expect(!session.row(0).contains("<"))
    #expect(!session.row(23).contains("Back"))
    session.press(.escape)
    session.press(.left)
    #expect(session.stack == "Root > Child")
    session.click("Deeper")
    #expect(session.row(0).hasPrefix("< Child"))
    session.press(.escape)
    #expect(session.stack == "Root > Child")
  }

  @Test("R11 the title is the screen's own; one given to the stack from outside is ignored")
  func titleIsScreensOwn() {
    let session = ViewSession(
      NavigationStack { Text("content").navigationTitle("Inner title") }
        .navigationTitle("Outside")
        .toolbar { Button("Outer button") {} })
    #expect(session.row(0).contains("Inner title"))
    #expect(!session.text.contains("Outside"))
    #expect(!session.text.contains("Outer button"))
  }

  @Test("R12 a principal item takes the title's place")
  func principal() {
    let session = ViewSession(
      NavigationStack {
        Text("content")
          .navigationTitle("Title")
          .toolbar { ToolbarItem(placement: .principal) { Text("Centre") } }
      })
    #expect(session.row(0).contains("Centre"))
    #expect(!session.row(0).contains("Title"))
  }

  @Test("R14 a title that fits stays centred")
  func titleCentred() {
    let session = ViewSession(NavigationStack { Text("content").navigationTitle("Folders") })
    #expect(session.row(0) == String(repeating: " ", count: 36) + "Folders")
  }

  @Test("R14 a title too long for the space between the buttons is cut with …")
  func titleCut() {
    let long = String(repeating: "Long title ", count: 10)
    let session = ViewSession(
      NavigationStack {
        NavigationLink("Open") {
          Text("x")
            .navigationTitle(long)
            .toolbar { ToolbarItem(placement: .navigationBarTrailing) { Button("Save") {} } }
        }
        .navigationTitle("Folders")
      })
    session.click("Open")
    let bar = session.row(0)
    #expect(bar.hasPrefix("< Folders"))
    #expect(bar.hasSuffix("… [Save]"))
    #expect(bar.cellWidth == 80)
  }

  @Test("R43 a title set on a destination from outside wins over the one inside")
  func outsideTitleWins() {
    struct Child: View {
      var body: some View { Text("child").navigationTitle("Inner") }
    }
    let session = ViewSession(
      NavigationStack {
        NavigationLink("Open") { Child().navigationTitle("Work") }
          .navigationTitle("Root")
      })
    session.click("Open")
    #expect(session.stack == "Root > Work")
    #expect(session.row(0).contains("Work"))
    #expect(!session.row(0).contains("Inner"))
  }
}
