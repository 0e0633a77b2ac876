import NavStack

/// A palette screen as apps write one: named colours, colours from components and from the
/// asset catalogue beside this file, hierarchical and tint styles, and style backgrounds.
struct ColorsApp: View {
  @State private var warm = true

  /// A style held in a property, as a theme type keeps one.
  private var highlight: AnyShapeStyle {
    warm ? AnyShapeStyle(Color.orange) : AnyShapeStyle(.secondary)
  }

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Text("Orange").foregroundStyle(.orange)
        Text("RGB green").foregroundStyle(Color(red: 0.2, green: 0.8, blue: 0.3))
        Text("White half").foregroundStyle(Color(white: 0.5))
        Text("HSB purple")
          .foregroundStyle(Color(hue: 0.78, saturation: 0.6, brightness: 0.85))
        Text("Brand").foregroundStyle(Color("Brand"))
        Text("Leaf").foregroundStyle(Color("Palette/Leaf"))
        Text("Missing").foregroundStyle(Color("NoSuchColour"))
        Text("Tinted").foregroundStyle(.tint)
        HStack {
          Text("First")
          Text("Second").foregroundStyle(.secondary)
        }
        .foregroundStyle(.blue, .pink)
        Text("On red").background(.red)
        Text("Faint").background(Color.blue.opacity(0.2))
        Text("Gradient")
          .background(
            LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing))
        Text("Glass").background(.ultraThinMaterial)
        Text("Highlight").foregroundStyle(highlight)
        Button("Cool down") { warm.toggle() }
      }
      .tint(.mint)
      .navigationTitle("Palette")
    }
  }
}
