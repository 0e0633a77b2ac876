import NavStackTesting
import SwiftUI
import Testing

/// `#Preview` and `PreviewProvider` as `--previews` sees them: every preview of this module
/// is found with no list of them anywhere, named and placed as written, and shows its view.
@MainActor
@Suite("Previews: the registry finds every #Preview and PreviewProvider")
struct PreviewRegistryTests {
  /// This module's previews, in the order `--previews` lists them.
  static func previews() -> [CompiledPreview] {
    CompiledPreview.all().filter {
      $0.source.hasPrefix("PreviewTests/") || $0.source.hasPrefix("PreviewTests.")
    }
  }

  /// The text a preview's view shows on a screen of `size`.
  static func text(of name: String, size: Size = Size(width: 40, height: 10)) throws -> String {
    let preview = try #require(CompiledPreview.matching(name, in: previews()).first)
    return ViewSession(preview.makeView(), size: size).text
  }

  @Test("each preview is listed once, by name or by file and line, in source order")
  func listed() {
    let listed = Self.previews().map { "\($0.name) \($0.source)" }
    #expect(
      listed == [
        "Previews.swift:15 PreviewTests/Previews.swift:15",
        "Named PreviewTests/Previews.swift:19",
        "Statements PreviewTests/Previews.swift:23",
        "Return PreviewTests/Previews.swift:29",
        "Traits PreviewTests/Previews.swift:34",
        "Counter PreviewTests/Previews.swift:38",
        "Fits PreviewTests/Previews.swift:46",
        "Previews.swift:50 PreviewTests/Previews.swift:50",
        "Global PreviewTests/Previews.swift:65",
        "Greeting_Previews PreviewTests.Greeting_Previews",
      ])
  }

  @Test("a preview shows the view its closure makes, statements and return included")
  func views() throws {
    #expect(try Self.text(of: "Previews.swift:15").contains("Hello, unnamed!"))
    #expect(try Self.text(of: "Named").contains("Hello, named!"))
    #expect(try Self.text(of: "Statements").contains("Hello, first and second!"))
    #expect(try Self.text(of: "Return").contains("Hello, returned!"))
    #expect(try Self.text(of: "Previews.swift:50").contains("Hello, labelled!"))
    // The body's names are those around the macro, not the registry's `line`.
    #expect(try Self.text(of: "Global").contains("Hello, the global line!"))
  }

  @Test("a PreviewProvider shows its previews")
  func provider() throws {
    let text = try Self.text(of: "Greeting_Previews")
    #expect(text.contains("Hello, provider!"))
    #expect(text.contains("Hello, again!"))
  }

  @Test("@Previewable state is the preview's own: it changes and is kept")
  func previewable() throws {
    let preview = try #require(CompiledPreview.matching("Counter", in: Self.previews()).first)
    let session = ViewSession(preview.makeView(), size: Size(width: 40, height: 10))
    #expect(session.text.contains("Count: 2"))
    #expect(session.click("Add"))
    #expect(session.text.contains("Count: 3"))
    #expect(session.click("Add"))
    #expect(session.text.contains("Count: 4"))
  }

  @Test("a fixed layout trait frames the view at its size")
  func fixedLayout() throws {
    let text = try Self.text(of: "Traits")
    #expect(!text.contains("Hello, framed in twelve!"))
    #expect(text.contains("Hello,"))
  }

  @Test("size-that-fits shows the view at its own size, top left; the default centres it")
  func sizeThatFits() throws {
    let preview = try #require(CompiledPreview.matching("Fits", in: Self.previews()).first)
    let fits = ViewSession(preview.makeView(), size: Size(width: 40, height: 10))
    #expect(fits.row(0) == "Hello, fits!")
    let centred = try Self.text(of: "Named")
    #expect(!centred.hasPrefix("Hello"))
  }

  @Test("a preview is picked by its name or by the place it is declared at")
  func matching() {
    let previews = Self.previews()
    #expect(
      CompiledPreview.matching("Named", in: previews).map(\.source) == [
        "PreviewTests/Previews.swift:19"
      ])
    #expect(
      CompiledPreview.matching("PreviewTests/Previews.swift:23", in: previews).map(\.name) == [
        "Statements"
      ])
    #expect(CompiledPreview.matching("Nameless", in: previews).isEmpty)
  }
}
