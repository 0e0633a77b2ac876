import NavStack

/// A sign-up form as an iOS app writes it, with the keyboard, haptic, status bar and list row
/// modifiers a terminal accepts without effect; `plain` leaves them all out, for the test
/// that the two draw and act the same.
struct SignUpApp: View {
  var plain = false
  @State private var email = ""
  @State private var submitted = 0

  var body: some View {
    NavigationStack {
      if plain {
        form
      } else {
        form
          .scrollDismissesKeyboard(.interactively)
          .sensoryFeedback(.success, trigger: submitted)
          .sensoryFeedback(.impact(weight: .heavy), trigger: submitted) { old, new in new > old }
          .statusBarHidden()
          .preferredColorScheme(.light)
      }
    }
  }

  private var form: some View {
    Form {
      Section("Account") {
        if plain {
          TextField("Email", text: $email).onSubmit { submitted += 1 }
          Text("Submitted \(submitted) times")
        } else {
          TextField("Email", text: $email)
            .keyboardType(.emailAddress)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .submitLabel(.next)
            .onSubmit { submitted += 1 }
          Text("Submitted \(submitted) times")
            .listRowBackground(Color.yellow)
            .listRowSeparator(.hidden)
            .listSectionSeparator(.hidden, edges: .bottom)
        }
      }
    }
    .navigationTitle("Sign Up")
  }
}
