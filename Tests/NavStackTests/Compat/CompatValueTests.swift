import Foundation
import NavStackTesting
import Testing

@testable import NavStack

/// Values and modifiers SwiftUI keeps for compatibility, checked without a script.
@MainActor
@Suite("Compatibility values")
struct CompatValueTests {
  @Test("column visibility round-trips through JSON by name")
  func visibilityCodable() throws {
    let all: [NavigationSplitViewVisibility] = [.automatic, .all, .doubleColumn, .detailOnly]
    let data = try JSONEncoder().encode(all)
    #expect(
      String(decoding: data, as: UTF8.self) == #"["automatic","all","doubleColumn","detailOnly"]"#)
    #expect(try JSONDecoder().decode([NavigationSplitViewVisibility].self, from: data) == all)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationSplitViewVisibility.self, from: Data(#""wide""#.utf8))
    }
  }

  @Test("the modifiers a terminal accepts draw and act as the view without them")
  func acceptedModifiersChangeNothing() {
    let sessions = [ViewSession(SignUpApp(plain: false)), ViewSession(SignUpApp(plain: true))]
    for session in sessions {
      session.type("Ada@Example.org")
      session.press(.enter)
    }
    #expect(sessions[0].text.contains("Submitted 1 times"))
    #expect(sessions[0].snapshot == sessions[1].snapshot)
  }

  @Test("colorScheme is dark unless COLORFGBG names a light background")
  func colorSchemeFromTerminal() {
    #expect(ColorScheme(terminalColors: nil) == .dark)
    #expect(ColorScheme(terminalColors: "15;0") == .dark)
    #expect(ColorScheme(terminalColors: "0;15") == .light)
    #expect(ColorScheme(terminalColors: "0;default;7") == .light)
    #expect(ColorScheme(terminalColors: "12;8") == .dark)
    #expect(ColorScheme(terminalColors: "garbage") == .dark)
  }

  @Test("a view reads colorScheme from the environment and .environment sets it")
  func colorSchemeEnvironment() {
    struct Scheme: View {
      @Environment(\.colorScheme) private var scheme
      var body: some View { Text(scheme == .dark ? "Dark mode" : "Light mode") }
    }
    #expect(ViewSession(Scheme()).text.contains("Dark mode"))
    #expect(ViewSession(Scheme().environment(\.colorScheme, .light)).text.contains("Light mode"))
    #expect(ViewSession(Scheme().preferredColorScheme(.light)).text.contains("Dark mode"))
  }

  struct Recipe: Codable, Hashable {
    let name: String
    let servings: Int
  }

  @Test("a saved path decodes without a list of its types, as SwiftUI's does")
  func pathDecodesWithoutTypes() throws {
    var path = NavigationPath()
    path.append(Recipe(name: "Soup", servings: 2))
    path.append(7)
    path.append("Step 2")
    let saved = try JSONEncoder().encode(try #require(path.codable))
    let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: saved)
    #expect(NavigationPath(decoded) == path)

    // A value whose JSON no longer fits its type ends the restored path there.
    let broken = String(decoding: saved, as: UTF8.self).replacingOccurrences(
      of: #"\"servings\":2"#, with: #"\"servings\":\"two\""#)
    let damaged = try JSONDecoder().decode(
      NavigationPath.CodableRepresentation.self, from: Data(broken.utf8))
    #expect(NavigationPath(damaged).isEmpty)
  }
}
