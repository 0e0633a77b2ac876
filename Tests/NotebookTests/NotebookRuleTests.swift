import NavStack
import Notebook
import NotebookStore
import Testing

/// The rules the app's own screens carry: the onboarding toolbar and the discard prompt.
@MainActor
@Suite("Notebook rules")
struct NotebookRuleTests {
  private func barTitles(_ screen: Screen) -> (leading: [String], trailing: [String]) {
    let bar = ResolvedToolbar(title: "", backLabel: nil, items: screen.toolbar.items)
    return (bar.leading.map(\.title), bar.trailing.map(\.title))
  }

  @Test("R22 onboarding: Previous from step 2; Next and Skip on 1…N-1; Close alone on N")
  func onboardingButtons() {
    let steps = (1...4).map { OnboardingStep(title: "Step \($0)", body: "") }
    var finished = 0
    let model = OnboardingModel(steps: steps) { finished += 1 }
    let screen = OnboardingScreen(model: model)
    #expect(barTitles(screen).leading == [])
    #expect(barTitles(screen).trailing == ["Next", "Skip"])
    for step in 2...3 {
      model.next()
      #expect(model.current == step - 1)
      #expect(barTitles(screen).leading == ["Previous"])
      #expect(barTitles(screen).trailing == ["Next", "Skip"])
    }
    model.next()
    #expect(barTitles(screen).leading == ["Previous"])
    #expect(barTitles(screen).trailing == ["Close"])
    model.next()
    #expect(model.current == 3)
    model.skip()
    #expect(finished == 1)
  }

  @Test("R22 Skip and Close end the flow and mark it done")
  func skipEndsFlow() throws {
    var done = 0
    let window = NotebookApp.makeWindow(
      model: try AppHarness.sampleModel(), firstRun: true, onboardingFinished: { done += 1 })
    #expect(window.stackDescription == "Folders | Welcome to NavStack")
    window.handle(.key(.character("s")))
    #expect(window.stackDescription == "Folders")
    #expect(done == 1)
  }

  @Test(
    "R34 Cancel with changes asks Discard changes?; Keep Editing stays; without changes it leaves")
  func discardPrompt() throws {
    let window = try AppHarness.window()
    window.handle(.key(.enter))
    window.handle(.key(.character("+")))
    #expect(window.stackDescription == "Folders > Work | New Item")
    window.handle(.key(.escape))
    #expect(window.stackDescription == "Folders > Work")
    window.handle(.key(.character("+")))
    window.handle(.key(.character("x")))
    window.handle(.key(.escape))
    let prompt = window.render(size: .standard).text
    #expect(prompt.contains("Discard changes?"))
    #expect(prompt.contains("[ Discard ]"))
    #expect(prompt.contains("[ Keep Editing ]"))
    window.handle(.key(.enter))  // focus starts on the cancel button: Keep Editing
    #expect(window.stackDescription == "Folders > Work | New Item")
    window.handle(.key(.escape))
    window.handle(.key(.character("d")))
    #expect(window.stackDescription == "Folders > Work")
  }
}
