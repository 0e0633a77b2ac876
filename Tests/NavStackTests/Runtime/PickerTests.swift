import NavStack
import Testing

/// `Picker` as a menu: it shows the selection; activating it opens the options in the window's
/// menu, and choosing one sets the binding.
@MainActor
@Suite("Picker")
struct PickerTests {
  @Test("shows the tagged option that matches the selection")
  func showsSelection() {
    let session = showing { PickerDemo() }
    #expect(session.row(0) == "› Flavor  Vanilla ▾")
    #expect(session.row(1) == "picked vanilla")
  }

  @Test("Enter opens a menu titled by the label, on the current option; Enter chooses")
  func menuByKeys() {
    let session = showing(Size(width: 60, height: 16)) { PickerDemo() }
    session.press(.enter)
    #expect(session.text.contains("Flavor"))
    #expect(session.text.contains("Chocolate"))
    #expect(session.text.contains("Mint"))
    session.press(.down)
    session.press(.enter)
    #expect(session.row(0) == "› Flavor  Chocolate ▾")
    #expect(session.row(1) == "picked chocolate")
  }

  @Test("an option answers to its first letter; Esc keeps the selection")
  func menuLetters() {
    let session = showing(Size(width: 60, height: 16)) { PickerDemo() }
    session.press(.character(" "))
    session.press(.character("m"))
    #expect(session.row(1) == "picked mint")
    session.press(.enter)
    session.press(.escape)
    #expect(session.row(1) == "picked mint")
  }

  @Test("a click on the picker opens the menu; a click on an option chooses it")
  func menuByClicks() {
    let session = showing(Size(width: 60, height: 16)) { PickerDemo() }
    session.click("Vanilla ▾")
    #expect(session.click("Chocolate"))
    #expect(session.row(1) == "picked chocolate")
  }

  @Test("ForEach rows are options, tagged with their ids as SwiftUI tags them")
  func forEachOptions() {
    let session = showing(Size(width: 60, height: 16)) { ForEachPickerDemo() }
    #expect(session.row(0) == "› Size   M ▾")
    session.press(.enter)
    session.press(.down)
    session.press(.enter)
    #expect(session.row(1) == "size L")
  }
}

/// A picker whose options come from `ForEach` over strings, with no `.tag`.
struct ForEachPickerDemo: View {
  @State private var size = "M"

  var body: some View {
    VStack(alignment: .leading) {
      Picker("Size", selection: $size) {
        ForEach(["S", "M", "L"], id: \.self) { Text($0) }
      }
      Text("size \(size)")
    }
  }
}

/// The flavours a picker offers.
enum Flavor: String, Hashable {
  case vanilla, chocolate, mint
}

/// A picker over flavours and the flavour picked.
struct PickerDemo: View {
  @State private var flavor = Flavor.vanilla

  var body: some View {
    VStack(alignment: .leading) {
      Picker("Flavor", selection: $flavor) {
        Text("Vanilla").tag(Flavor.vanilla)
        Text("Chocolate").tag(Flavor.chocolate)
        Text("Mint").tag(Flavor.mint)
      }
      .pickerStyle(.menu)
      Text("picked \(flavor.rawValue)")
    }
  }
}
