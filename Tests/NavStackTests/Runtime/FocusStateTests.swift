import NavStack
import Testing

/// `@FocusState` with `.focused(_:equals:)` and `.focused(_:)`: reading it tells which view
/// holds focus; writing it moves focus.
@MainActor
@Suite("FocusState")
struct FocusStateTests {
  @Test("reading it tells which field holds focus as Tab moves it")
  func reading() {
    let session = showing { LoginDemo() }
    #expect(session.row(3) == "focus user")
    session.press(.tab)
    #expect(session.row(3) == "focus password")
    session.press(.tab)
    #expect(session.row(3) == "focus none")
  }

  @Test("setting it moves focus, as the sign-in example of SwiftUI's documentation does")
  func writing() {
    let session = showing { LoginDemo() }
    session.click("Sign In")
    #expect(session.row(0).hasPrefix("› User"))
    #expect(session.row(3) == "focus user")
    session.type("ann")
    session.click("Sign In")
    #expect(session.row(1).hasPrefix("› Password"))
    session.type("x")
    #expect(session.row(1) == "› Password  •")
  }

  @Test("a value set before the first frame focuses its view when it is drawn")
  func onAppear() {
    let session = showing { AppearFocusDemo() }
    #expect(session.row(1).hasPrefix("› Second"))
    #expect(session.row(2) == "second focused true")
  }

  @Test("a Bool state follows one view; false moves focus to the first view")
  func boolState() {
    let session = showing { AppearFocusDemo() }
    session.press(.up)
    #expect(session.row(2) == "second focused false")
    session.click("Focus second")
    #expect(session.row(2) == "second focused true")
  }
}

/// The sign-in form of SwiftUI's `FocusState` documentation.
struct LoginDemo: View {
  enum Field: Hashable {
    case user, password
  }

  @State private var user = ""
  @State private var password = ""
  @FocusState private var focus: Field?

  var body: some View {
    VStack(alignment: .leading) {
      TextField("User", text: $user).focused($focus, equals: .user)
      SecureField("Password", text: $password).focused($focus, equals: .password)
      Button("Sign In") {
        if user.isEmpty {
          focus = .user
        } else if password.isEmpty {
          focus = .password
        }
      }
      Text("focus \(focus.map { "\($0)" } ?? "none")")
    }
  }
}

/// A field focused from `onAppear` through a Bool state.
struct AppearFocusDemo: View {
  @State private var first = ""
  @State private var second = ""
  @FocusState private var isSecondFocused: Bool

  var body: some View {
    VStack(alignment: .leading) {
      TextField("First", text: $first)
      TextField("Second", text: $second).focused($isSecondFocused)
      Text("second focused \(isSecondFocused)")
      Button("Focus second") { isSecondFocused = true }
    }
    .onAppear { isSecondFocused = true }
  }
}
