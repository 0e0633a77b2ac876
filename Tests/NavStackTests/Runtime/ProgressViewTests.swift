import NavStack
import Testing

/// `ProgressView`: a spinner when the amount is unknown, else a bar with the percentage.
@MainActor
@Suite("ProgressView")
struct ProgressViewTests {
  @Test("a value draws a bar as wide as offered, filled in proportion, with the percentage")
  func bar() {
    let session = showing { ProgressView(value: 0.5).frame(width: 250) }
    #expect(session.row(0) == "██████████░░░░░░░░░░  50%")
  }

  @Test("value:total: and a label above the bar")
  func total() {
    let session = showing { ProgressView("Copying", value: 3, total: 4).frame(width: 250) }
    #expect(session.row(0) == "Copying")
    #expect(session.row(1) == "███████████████░░░░░  75%")
  }

  @Test("values outside 0…total are clamped")
  func clamped() {
    let session = showing { ProgressView(value: 7.0, total: 5).frame(width: 100) }
    #expect(session.row(0) == "█████ 100%")
  }

  @Test("without a value it is a spinner beside its label, turning with the clock")
  func spinner() {
    let session = showing { ProgressView("Loading") }
    #expect(session.row(0) == "⠋ Loading")
    session.sleep(milliseconds: 100)
    #expect(session.row(0) == "⠙ Loading")
    session.sleep(milliseconds: 200)
    #expect(session.row(0) == "⠸ Loading")
  }
}
