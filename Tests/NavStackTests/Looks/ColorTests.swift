import NavStackTesting
import Testing

@testable import NavStack

/// Colours as a terminal draws them: components to the nearest named colour, asset
/// catalogues, and the log line for a colour set that is not there.
@MainActor
@Suite("Colours and shape styles")
struct ColorTests {
  @Test("components take the role of the nearest named colour; greys are text or gray")
  func components() {
    #expect(Color(red: 1, green: 0.23, blue: 0.19) == .red)
    #expect(Color(red: 1, green: 0.58, blue: 0) == .orange)
    #expect(Color(red: 0, green: 0.48, blue: 1) == .blue)
    #expect(Color(red: 0.69, green: 0.32, blue: 0.87) == .purple)
    #expect(Color(red: 0.6, green: 0.4, blue: 0.2) == .brown)
    #expect(Color(white: 0.95) == .primary)
    #expect(Color(white: 0.05) == .primary)
    #expect(Color(white: 0.5) == .gray)
    #expect(Color(hue: 0.33, saturation: 0.8, brightness: 0.8) == .green)
    #expect(Color(.displayP3, red: 0.2, green: 0.8, blue: 0.8) == .mint)
    #expect(Color(red: 0.19, green: 0.69, blue: 0.78) == .teal)
  }

  @Test("opacity: zero paints nothing, a faint colour dims text and fills nothing")
  func opacity() {
    #expect(!Color.red.opacity(0).fills)
    #expect(Color.red.opacity(0.3).attributes.contains(.dim))
    #expect(!Color.red.opacity(0.3).fills)
    #expect(Color.red.opacity(0.8) == .red)
  }

  @Test("a colour set's components as Xcode writes them: decimals, hex and 0–255")
  func catalogueComponents() {
    #expect(ColorSetFile.component("0.400") == 0.4)
    #expect(ColorSetFile.component("0x66") == 0.4)
    #expect(ColorSetFile.component("102") == 0.4)
    #expect(ColorSetFile.component("1") == 1)
  }

  @Test("a colour set is found next to the source that names it; a missing one is logged once")
  func catalogue() {
    #expect(Color("Brand") == .orange)
    #expect(Color("Palette/Leaf") == .green)
    #expect(Color("Leaf") == .green)
    let session = showing {
      VStack {
        Text("Missing").foregroundStyle(Color("NoSuchColour"))
        Text("Again").foregroundStyle(Color("NoSuchColour"))
        Text("Accent").foregroundStyle(Color("AccentColor"))
      }
    }
    session.press(.down)
    let lines = session.host.log.filter { $0.contains("NoSuchColour") }
    #expect(
      lines == ["no colour set 'NoSuchColour' in an asset catalogue; drawn as the text colour"])
    #expect(session.style(of: "Missing") == .plain)
    #expect(session.style(of: "Accent")?.role == .accent)
  }

  @Test("text painted with .tint takes the tint where it is drawn")
  func textTint() {
    let session = showing {
      VStack {
        Text("Tinted").foregroundStyle(.tint)
        Text("Plain")
      }
      .tint(.pink)
    }
    #expect(session.style(of: "Tinted")?.role == .pink)
    #expect(session.style(of: "Plain") == .plain)
  }
}
