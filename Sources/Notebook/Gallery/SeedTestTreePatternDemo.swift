import NavStack

/// P3: the first post's "full test suite", inside the app's stack: one bar holding `Hey` and
/// `And another`, inner items first (R16, R20).
///
/// The post's buttons do nothing; here each says it was pressed, so their keys visibly act.
struct SeedTestTreePatternDemo: View {
  @State private var pressed = "nothing yet"

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      Text(GalleryPattern.p3.swiftUICode).bold().foregroundStyle(.accentColor)
      NavigationIfNeeded {
        Text("ewfawefaw")
          .toolbar {  // wont show without above ^^
            Button(action: { pressed = "Hey" }) {
              Text("Hey")
            }
          }
      }
      Text("Pressed: \(pressed)")
      Spacer()
      Text(
        "One bar, inner items first: [Hey] comes from inside NavigationIfNeeded, [And another] "
          + "from the VStack around it. No second bar is drawn."
      )
      .foregroundStyle(.secondary)
    }
    .padding(.horizontal)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .toolbar {
      Button(action: { pressed = "And another" }) {
        Text("And another")
      }
    }
    .navigationTitle("Test tree")
  }
}
