import NavStack

/// Shapes and effects as apps write them: badges and tags on capsules, a card on a rounded
/// rectangle, a status dot, stroked and filled shapes in frames of points, and effects a
/// terminal accepts; a button hides a shape by scale and one by opacity.
struct ShapesApp: View {
  @State private var shown = true

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 0) {
        HStack {
          Text("New").padding(.horizontal, 10).background(Capsule().fill(.blue))
          Text("Tag").padding(.horizontal, 10).overlay(Capsule().stroke(.orange))
          Text("Sale").padding(.horizontal, 10).background(.pink, in: .rect(cornerRadius: 4))
          Circle().fill(.green).frame(width: 10, height: 10)
          Text("Online")
        }
        Text("Card")
          .padding()
          .frame(height: 60)
          .overlay(RoundedRectangle(cornerRadius: 8).stroke(.green, lineWidth: 2))
          .shadow(radius: 4)
        HStack(alignment: .top) {
          Rectangle().stroke().frame(width: 60, height: 60)
          Circle().stroke(lineWidth: 2).foregroundColor(.red).frame(width: 80, height: 80)
          Ellipse().fill(.purple).frame(width: 100, height: 80)
          Capsule().strokeBorder(.teal).frame(width: 80, height: 60)
        }
        RoundedRectangle(cornerRadius: 4)
          .stroke(.gray, style: StrokeStyle(lineWidth: 1, dash: [4]))
          .frame(width: 120, height: 40)
        RoundedRectangle(cornerRadius: 8).fill(.blue).frame(height: 20)
        Text("Slides past its frame")
          .offset(x: 30)
          .frame(width: 120, alignment: .leading)
          .clipShape(.rect(cornerRadius: 8))
        Text("Turned and blurred").rotationEffect(.degrees(45)).blur(radius: 2)
        Text("Scaled").scaleEffect(shown ? 1 : 0)
        Text("Faded").opacity(shown ? 1 : 0)
        Text("Rounded").cornerRadius(8).contentShape(.rect)
        Button(shown ? "Hide" : "Show") { shown.toggle() }
      }
      .navigationTitle("Shapes")
    }
  }
}
