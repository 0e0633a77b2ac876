import Testing

@testable import NavStack

/// A reference a view may hold, compared by identity.
@MainActor
private final class Model {}

/// A view holding what a view comparison must see through: a closure, an optional of a type
/// that is not equatable, a declaration.
private struct Holder: View {
  var action: @MainActor () -> Void
  var model: Model?
  var declaration: Declaration = .title("A")
  var body: some View { EmptyView() }
}

@MainActor
@Suite("A view handed to a node again is the same only when nothing it holds changed")
struct ViewEqualityTests {
  @Test("a closure is the same as itself, and a closure made again is not")
  func closures() {
    let action: @MainActor () -> Void = { print("tapped") }
    let holder = Holder(action: action, model: nil)
    #expect(ViewEquality.same(holder, holder))
    #expect(ViewEquality.same(holder, Holder(action: action, model: nil)))
    let other = Model()
    let again = Holder(action: { _ = other }, model: nil)
    #expect(!ViewEquality.same(holder, again))
  }

  @Test("an optional compares what it wraps: nil and nil, the same object, another object")
  func optionals() {
    let action: @MainActor () -> Void = {}
    let model = Model()
    let none = Holder(action: action, model: nil)
    let some = Holder(action: action, model: model)
    #expect(ViewEquality.same(none, Holder(action: action, model: nil)))
    #expect(ViewEquality.same(some, Holder(action: action, model: model)))
    #expect(!ViewEquality.same(some, none))
    #expect(!ViewEquality.same(some, Holder(action: action, model: Model())))
    let position: ScrollPositionBinding? = nil
    #expect(ViewEquality.same(position as Any, position as Any))
  }

  @Test("a declaration compares its value")
  func declarations() {
    let action: @MainActor () -> Void = {}
    let title = Holder(action: action, model: nil, declaration: .title("Inbox"))
    #expect(
      ViewEquality.same(title, Holder(action: action, model: nil, declaration: .title("Inbox"))))
    #expect(
      !ViewEquality.same(title, Holder(action: action, model: nil, declaration: .title("Sent"))))
    #expect(
      !ViewEquality.same(title, Holder(action: action, model: nil, declaration: .help("Inbox"))))
  }
}
