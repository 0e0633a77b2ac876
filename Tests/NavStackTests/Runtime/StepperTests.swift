import NavStack
import Testing

/// `Stepper`: → or + up, ← or - down, clicks on `[-]` and `[+]`, kept inside its range.
@MainActor
@Suite("Stepper")
struct StepperTests {
  @Test("→ and + increment, ← and - decrement, within the range")
  func keys() {
    let session = showing { StepperDemo() }
    #expect(session.row(0) == "› Qty: 1  [-] [+]")
    session.press(.right)
    session.press(.character("+"))
    #expect(session.row(0) == "› Qty: 3  [-] [+]")
    session.press(.right, times: 3)
    #expect(session.row(0) == "› Qty: 3  [-] [+]")
    session.press(.left)
    session.press(.character("-"), times: 5)
    #expect(session.row(0) == "› Qty: 0  [-] [+]")
  }

  @Test("← on a stepper steps down and does not go back")
  func leftIsNotBack() {
    let session = showing { StepperDemo() }
    session.press(.left)
    #expect(session.row(0) == "› Qty: 0  [-] [+]")
  }

  @Test("clicks on [-] and [+] step")
  func clicks() {
    let session = showing { StepperDemo() }
    session.click("[+]")
    session.click("[+]")
    #expect(session.row(0) == "› Qty: 3  [-] [+]")
    session.click("[-]")
    #expect(session.row(0) == "› Qty: 2  [-] [+]")
  }

  @Test("onIncrement and onDecrement run for their keys")
  func actions() {
    var log: [String] = []
    let session = showing {
      Stepper("Step", onIncrement: { log.append("up") }, onDecrement: { log.append("down") })
    }
    session.press(.right)
    session.press(.left)
    #expect(log == ["up", "down"])
  }
}

/// A stepper over a quantity from 0 to 3.
struct StepperDemo: View {
  @State private var quantity = 1

  var body: some View {
    Stepper("Qty: \(quantity)", value: $quantity, in: 0...3)
  }
}
