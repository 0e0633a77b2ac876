import NavStackTesting
import Testing

@testable import NavStack

/// Fonts and text modifiers as a terminal draws them, for the forms the typography script does
/// not show.
@MainActor
@Suite("Fonts and text modifiers")
struct TypographyTests {
  private let note = "one two three four five six seven eight nine ten"

  @Test("a line-limit range takes at least its lower bound of rows and at most its upper")
  func ranges() {
    let session = showing(Size(width: 40, height: 12)) {
      VStack(alignment: .leading, spacing: 0) {
        Text("short").lineLimit(3...5)
        Text("A")
        Text(note).lineLimit(...2)
        Text("B")
        Text("tiny").lineLimit(2...)
        Text("C")
      }
      .frame(width: 120, alignment: .leading)
    }
    #expect(session.row(0).hasPrefix("short"))
    #expect(session.row(3).hasPrefix("A"))
    #expect(session.row(5).hasSuffix("…"))
    #expect(session.row(6).hasPrefix("B"))
    #expect(session.row(9).hasPrefix("C"))
  }

  @Test("system and custom fonts by text style take that style's look")
  func textStyles() {
    #expect(Font.system(.title, design: .serif) == .title)
    #expect(Font.system(.caption, weight: .bold).attributes == [.dim, .bold])
    #expect(Font.custom("Menlo", size: 17, relativeTo: .headline) == .headline)
    #expect(Font.custom("Menlo", fixedSize: 34) == .largeTitle)
    #expect(Font.largeTitle.weight(.thin) == .body)
  }

  @Test("a nil text case inside an uppercase one shows the text as written")
  func textCaseReset() {
    let session = showing {
      VStack {
        Text("Loud")
        Text("Quiet").textCase(nil)
      }
      .textCase(.uppercase)
    }
    #expect(session.text.contains("LOUD"))
    #expect(session.text.contains("Quiet"))
  }
}
