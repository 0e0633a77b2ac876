import NavStack
import Testing

/// `Text` and its styles, `Image(systemName:)` and `Label`, as a user sees them.
@MainActor
@Suite("Text, Image and Label")
struct TextViewTests {
  @Test("bold, italic, font and foregroundStyle map to terminal attributes")
  func styles() {
    let session = showing {
      VStack(alignment: .leading) {
        Text("plain")
        Text("strong").bold()
        Text("slanted").italic()
        Text("headline").font(.headline)
        Text("caption").font(.caption)
        Text("danger").foregroundStyle(Color.red)
        Text("quiet").foregroundStyle(Color.secondary)
      }
    }
    #expect(session.row(0) == "plain")
    #expect(session.style(of: "plain") == .plain)
    #expect(session.style(of: "strong")?.attributes.contains(.bold) == true)
    // Terminals have no reliable italic: it is drawn underlined.
    #expect(session.style(of: "slanted")?.attributes.contains(.underline) == true)
    #expect(session.style(of: "headline")?.attributes.contains(.bold) == true)
    #expect(session.style(of: "caption")?.attributes.contains(.dim) == true)
    #expect(session.style(of: "danger")?.role == .destructive)
    #expect(session.style(of: "quiet")?.attributes.contains(.dim) == true)
  }

  @Test("a style modifier on a container reaches the text inside")
  func inheritedStyle() {
    let session = showing {
      VStack(alignment: .leading) {
        Text("one")
        Text("two")
      }.bold()
    }
    #expect(session.style(of: "one")?.attributes.contains(.bold) == true)
    #expect(session.style(of: "two")?.attributes.contains(.bold) == true)
  }

  @Test("joined texts keep each part's style")
  func concatenation() {
    let session = showing { Text("a") + Text("b").bold() }
    #expect(session.row(0) == "ab")
    #expect(session.style(of: "a")?.attributes.contains(.bold) == false)
    #expect(session.style(of: "b")?.attributes.contains(.bold) == true)
  }

  @Test("text wraps at word boundaries to the width it is offered")
  func wrapping() {
    let session = showing { Text("alpha beta gamma").frame(width: 110, alignment: .leading) }
    #expect(session.row(0) == "alpha beta")
    #expect(session.row(1) == "gamma")
  }

  @Test("Image(systemName:) draws its glyph from the table")
  func glyphs() {
    let session = showing {
      HStack {
        Image(systemName: "plus")
        Image(systemName: "chevron.right")
        Image(systemName: "checkmark")
      }
    }
    #expect(session.row(0) == "+ › ✓")
    #expect(session.host.log.isEmpty)
  }

  @Test("an unknown symbol draws ? and is logged once")
  func unknownSymbol() {
    let session = showing {
      VStack {
        Image(systemName: "no.such.symbol")
        Image(systemName: "no.such.symbol")
      }
    }
    session.press(.tab)
    #expect(session.row(0) == "?")
    #expect(session.row(1) == "?")
    #expect(session.host.log.filter { $0.contains("no.such.symbol") }.count == 1)
  }

  @Test("Label draws its icon, a space, then its title")
  func label() {
    let session = showing {
      VStack(alignment: .leading) {
        Label("Add", systemImage: "plus")
        Label {
          Text("Settings")
        } icon: {
          Image(systemName: "gear")
        }
      }
    }
    #expect(session.row(0) == "+ Add")
    #expect(session.row(1) == "⚙ Settings")
  }
}
