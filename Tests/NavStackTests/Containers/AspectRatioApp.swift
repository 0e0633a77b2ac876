import NavStack

/// A square swatch and a 2:1 banner, sized by their aspect ratio in points.
struct AspectRatioApp: View {
  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        HStack {
          Color.blue.aspectRatio(1, contentMode: .fit).frame(height: 80)
          Text("square")
        }
        Color.red.aspectRatio(2, contentMode: .fit).frame(width: 120)
        Text("banner")
          .scenePadding()
        Spacer()
      }
      .navigationTitle("Swatches")
    }
  }
}
