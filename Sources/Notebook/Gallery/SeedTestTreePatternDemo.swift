import NavStack

/// P3: the first post's "full test suite", inside the app's stack: one bar holding `Hey` and
/// `And another`, inner items first (R16, R20).
struct SeedTestTreePatternDemo: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text(GalleryPattern.p3.swiftUICode).bold().foregroundStyle(.accentColor)
      NavigationIfNeeded {
        Text("ewfawefaw")
          .toolbar {  // wont show without above ^^
            Button(action: {}) {
              Text("Hey")
            }
          }
      }
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
      Button(action: {}) {
        Text("And another")
      }
    }
    .navigationTitle("Test tree")
  }
}
