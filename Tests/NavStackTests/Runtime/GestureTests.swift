import NavStack
import Testing

/// `onTapGesture` and `highPriorityGesture(TapGesture().onEnded {})`: in a terminal a tap is
/// Enter, Space or a click, and a view that takes taps takes focus.
@MainActor
@Suite("Tap gestures")
struct GestureTests {
  @Test("onTapGesture makes text focusable and runs on Enter, Space and a click")
  func onTap() {
    var taps = 0
    let session = showing {
      VStack(alignment: .leading) {
        Text("static")
        Text("Tap me").onTapGesture { taps += 1 }
      }
    }
    #expect(session.isReversed("Tap me"))
    #expect(!session.isReversed("static"))
    session.press(.enter)
    session.press(.character(" "))
    session.click("Tap me")
    #expect(taps == 3)
  }

  @Test("a high-priority tap wins over the button inside it")
  func highPriority() {
    var log: [String] = []
    let session = showing {
      Button("Inner") { log.append("button") }
        .highPriorityGesture(TapGesture().onEnded { log.append("gesture") })
    }
    session.press(.enter)
    session.click("Inner")
    #expect(log == ["gesture", "gesture"])
  }
}
