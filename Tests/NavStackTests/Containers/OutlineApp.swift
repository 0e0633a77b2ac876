import NavStack

/// A file browser's folders as a tree list, and the same tree in an outline group in a
/// scroll view.
struct OutlineApp: View {
  struct File: Identifiable {
    let id: String
    var children: [File]?
  }

  let files = [
    File(
      id: "Documents",
      children: [
        File(id: "Plans", children: [File(id: "Q1.txt"), File(id: "Q2.txt")]),
        File(id: "Notes.txt"),
      ]),
    File(id: "Photos", children: []),
    File(id: "readme.md"),
  ]

  var body: some View {
    NavigationStack {
      List(files, children: \.children) { file in
        Text(file.id)
      }
      .navigationTitle("Files")
    }
  }
}

/// The same tree drawn by an `OutlineGroup` outside a list.
struct OutlineGroupApp: View {
  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        OutlineGroup(OutlineApp().files, children: \.children) { file in
          Text(file.id)
        }
        Spacer()
      }
      .navigationTitle("Files")
    }
  }
}
