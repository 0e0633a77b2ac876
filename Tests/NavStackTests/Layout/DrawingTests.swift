import NavStackTesting
import Testing

@testable import NavStack

/// Symbols, colours and labels as a terminal draws them.
@MainActor
@Suite("Symbols, colours and labels")
struct DrawingTests {
  @Test("every symbol's glyph is one cell wide, or two where it reads better as two")
  func glyphWidths() {
    #expect(SymbolGlyphs.table.count > 500)
    for (name, glyph) in SymbolGlyphs.table {
      let width = glyph.cellWidth
      #expect(width == glyph.count, "\(name): \(glyph) is \(width) cells for \(glyph.count)")
      #expect(width <= 2, "\(name): \(glyph)")
    }
  }

  @Test("the symbols navigation apps use most, and their variants, have glyphs")
  func commonSymbols() {
    let names = [
      "person.2", "person.crop.circle.fill", "calendar", "clock", "timer", "checklist",
      "list.bullet", "tray", "tray.full", "folder.fill", "doc.text", "star.fill", "heart",
      "hand.thumbsup", "wand.and.stars", "gear", "gearshape.fill", "trash", "pencil",
      "plus.circle.fill", "minus.circle", "chevron.right", "chevron.down.circle",
      "arrow.clockwise", "arrow.up.circle.fill",
    ]
    for name in names { #expect(Image(systemName: name).glyph != nil, "\(name)") }
    #expect(SymbolGlyphs.table["heart.circle.fill"] == "♥", "a filled variant fills")
    #expect(SymbolGlyphs.table["plus.circle.fill"] == "⊕", "a listed variant keeps its glyph")
    #expect(SymbolGlyphs.table["star.square"] == "☆")
  }

  @Test("an unknown symbol draws ? and is logged once")
  func unknownSymbol() {
    let session = showing {
      VStack {
        Image(systemName: "no.such.symbol")
        Image(systemName: "no.such.symbol")
      }
    }
    #expect(session.row(0) == "?")
    #expect(session.host.log.filter { $0.contains("no.such.symbol") }.count == 1)
  }

  @Test("a label or a button with an empty title draws its symbol alone")
  func titleLessLabel() {
    var taps = 0
    let session = showing {
      HStack(spacing: 0) {
        Button("", systemImage: "minus") { taps += 1 }
        Text("|")
        Label("", systemImage: "minus")
        Text("|")
      }
    }
    #expect(session.row(0) == "-|-|")
    #expect(session.click("-"))
    #expect(taps == 1)
  }

  @Test("Color.clear paints nothing; a named colour fills in its theme role")
  func colours() {
    let session = showing {
      VStack(alignment: .leading) {
        Text("clear").background(Color.clear)
        Text("teal").background(Color.teal)
      }
    }
    #expect(session.style(of: "clear") == .plain)
    #expect(session.isReversed("teal"))
    let named: [Color] = [.purple, .mint, .cyan, .indigo, .teal, .brown, .pink]
    #expect(named.allSatisfy { $0.fills && $0.role != .plain })
  }
}
