import NavStack

/// A meter drawn with `GeometryReader`: a bar a third of the width, the width shown in points.
struct GeometryApp: View {
  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        GeometryReader { proxy in
          VStack(alignment: .leading) {
            Text("Width \(Int(proxy.size.width)) pt, height \(Int(proxy.size.height)) pt")
            Color.accentColor.frame(width: proxy.size.width / 3, height: 20)
            Text("x \(Int(proxy.frame(in: .global).minX)) y \(Int(proxy.frame(in: .global).minY))")
          }
        }
        .frame(height: 80)
        Text("Inset").padding(EdgeInsets(top: 20, leading: 30, bottom: 0, trailing: 0))
      }
      .navigationTitle("Meter")
    }
  }
}
