import NavStack

/// P10: the back button reads `< {previous title}`, and `< Back` when that is too wide (R7,
/// R8).
struct BackTitlePatternDemo: View {
  var body: some View {
    PatternDemoPage(
      .p10,
      explanation:
        "The back button shows the previous title when `< ` and it fit in min(20, a third of "
        + "the bar); otherwise `< Back` (R7, R8). Push a screen to see it."
    ) {
      NavigationLink("Push a screen under this long title") {
        BackTitleChild(text: "The back button above reads < Back: the title below is too wide.")
      }
      NavigationLink("Push a screen under a short title") {
        ShortTitlePatternPage()
      }
    }
    .navigationTitle("A title long enough to fall back to Back")
  }
}

/// A screen with a short title, so the screen pushed from it shows `< Short`.
struct ShortTitlePatternPage: View {
  var body: some View {
    PatternDemoPage(
      .p10, explanation: "This title fits: the screen pushed from here shows `< Short`."
    ) {
      NavigationLink("Push a child") {
        BackTitleChild(text: "Look at the back button.")
      }
    }
    .navigationTitle("Short")
  }
}

/// The screen pushed to show the back button: a line of text, titled "Child".
struct BackTitleChild: View {
  let text: String

  var body: some View {
    Text(text)
      .padding(.horizontal)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .navigationTitle("Child")
  }
}
