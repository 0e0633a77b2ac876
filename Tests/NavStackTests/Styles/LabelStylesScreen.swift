import NavStack

/// A style as apps write one: the title first, then the icon, in the secondary colour.
struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      configuration.icon
        .foregroundStyle(.secondary)
    }
  }
}

/// A style that wraps the label as it is, through `Label(configuration)`.
struct BracketedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("(")
      Label(configuration)
      Text(")")
    }
  }
}

/// Labels in each built-in style and one of the app's, and buttons whose labels show only
/// their icon, which still press.
struct LabelStylesScreen: View {
  @State private var added = 0

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Label("Automatic", systemImage: "star")
        Label("Both", systemImage: "star")
          .labelStyle(.titleAndIcon)
        Label("Title only", systemImage: "star")
          .labelStyle(.titleOnly)
        Label("Icon only", systemImage: "star")
          .labelStyle(.iconOnly)
        Label("Trailing", systemImage: "folder")
          .labelStyle(TrailingIconLabelStyle())
        Label("Wrapped", systemImage: "tag")
          .labelStyle(BracketedLabelStyle())
        Label("Warning", systemImage: "exclamationmark.triangle")
          .foregroundStyle(.red)
        HStack {
          Button {
            added += 1
          } label: {
            Label("Add", systemImage: "plus")
          }
          Button("Remove", systemImage: "minus") { added -= 1 }
        }
        .labelStyle(.iconOnly)
        Text("Added: \(added)")
      }
      .navigationTitle("Labels")
    }
  }
}
