import NavStack

/// A page of type as apps set it: text styles and system fonts, weights, italic, lines under
/// and through, joined texts, cut lines, reserved lines, centred lines and capitals; a button
/// lets the long lines wrap.
struct TypographyApp: View {
  @State private var expanded = false
  private let path = "Notes from the meeting on the new release plan, kept for later"

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Text("Large title").font(.largeTitle)
        Text("Caption").font(.caption)
        Text("Rounded 28").font(.system(size: 28, weight: .bold, design: .rounded))
        Text("Custom 12").font(.custom("Avenir Next", size: 12))
        Text("Light title").font(.title.weight(.light))
        Text("Semibold").fontWeight(.semibold)
        Text("Italic body").font(.body.italic())
        Text("Under").underline() + Text(" and ") + Text("through").strikethrough()
        Text("Total: ").bold() + Text("42").foregroundColor(.green).monospacedDigit()
        Text(path).lineLimit(expanded ? nil : 1).truncationMode(.middle)
        Text(path).lineLimit(expanded ? nil : 1).truncationMode(.head)
        Text("Two rows kept").lineLimit(2, reservesSpace: true)
        Text("Section header").textCase(.uppercase)
        Text("Centred lines of text wrap here")
          .multilineTextAlignment(.center)
          .frame(width: 160)
        VStack(alignment: .leading) {
          Text("Inherited weight")
          Text("Kerned").kerning(2).tracking(1).baselineOffset(3)
        }
        .fontWeight(.heavy)
        .fontDesign(.serif)
        .italic()
        Button(expanded ? "Collapse" : "Expand") { expanded.toggle() }
      }
      .navigationTitle("Type")
    }
  }
}
