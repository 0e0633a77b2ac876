import NavStack

/// Animated changes as apps write them: a detail shown with a transition inside
/// `withAnimation`, a count with a numeric content transition and an implicit animation, a
/// highlight that moves between two rows by `matchedGeometryEffect`, and a completion.
struct AnimationApp: View {
  @State private var showsDetail = false
  @State private var count = 0
  @State private var selected = "Left"
  @State private var finished = "Not yet"
  @Namespace private var highlight

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Button(showsDetail ? "Hide detail" : "Show detail") {
          withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { showsDetail.toggle() }
        }
        if showsDetail {
          Text("Detail appears")
            .transition(
              .asymmetric(
                insertion: .move(edge: .bottom).combined(with: .opacity),
                removal: .scale.animation(.easeOut(duration: 0.2))))
        }
        HStack {
          Button("Add") {
            withAnimation { count += 1 }
          }
          Text("Count \(count)")
            .contentTransition(.numericText(value: Double(count)))
            .animation(.snappy, value: count)
        }
        HStack {
          ForEach(["Left", "Right"], id: \.self) { side in
            Button(side) {
              withAnimation(.bouncy.delay(0.1).speed(2)) { selected = side }
            }
            if selected == side {
              Text("◆").matchedGeometryEffect(id: "mark", in: highlight)
            }
          }
        }
        Button("Finish") {
          withAnimation(.easeInOut(duration: 1)) {
            finished = "Changed"
          } completion: {
            finished += ", then completed"
          }
        }
        Text(finished)
        Text("Pulsing")
          .opacity(showsDetail ? 1 : 0.8)
          .animation(.easeInOut.repeatForever(autoreverses: true), value: showsDetail)
          .transition(.slide)
      }
      .animation(.default, value: selected)
      .navigationTitle("Motion")
    }
  }
}
