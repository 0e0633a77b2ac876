import NavStack

/// A feed as apps write one with lazy stacks: a `LazyVStack` of rows in a `ScrollView`, each
/// row a `LazyHStack` of a title and a button.
struct FeedApp: View {
  @State private var liked: Set<Int> = []

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 20, pinnedViews: [.sectionHeaders]) {
          ForEach(1...8, id: \.self) { number in
            LazyHStack(spacing: 20) {
              Text("Post \(number)")
              Button(liked.contains(number) ? "Liked" : "Like") { liked.insert(number) }
            }
          }
        }
      }
      .navigationTitle("Feed")
    }
  }
}
