import Testing

@testable import NavStack

/// `withAnimation` and animation values, for what the animation script does not show.
@MainActor
@Suite("Animation values")
struct AnimationTests {
  private struct Failure: Error {}

  @Test("withAnimation returns its body's result and rethrows its error")
  func result() throws {
    #expect(withAnimation { 42 } == 42)
    #expect(withAnimation(.linear(duration: 2)) { "done" } == "done")
    #expect(throws: Failure.self) { try withAnimation(.smooth) { throw Failure() } }
    var order: [String] = []
    let value = withAnimation(.default) {
      order.append("body")
      return 1
    } completion: {
      order.append("completion")
    }
    #expect(value == 1)
    #expect(order == ["body", "completion"])
  }

  @Test("animations compare and read as they were written")
  func values() {
    #expect(Animation.easeInOut(duration: 0.3).delay(0.1) == .easeInOut(duration: 0.3).delay(0.1))
    #expect(Animation.spring != .bouncy)
    #expect(
      Animation.linear.repeatForever(autoreverses: false).description
        == "linear.repeatForever(autoreverses: false)")
    #expect(
      AnyTransition.move(edge: .top).combined(with: .opacity).description
        == "move(edge: .top).combined(with: opacity)")
  }
}
