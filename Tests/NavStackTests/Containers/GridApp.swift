import NavStack

/// A score table: a `Grid` whose rows line up in columns, a divider across, a cell over two
/// columns, and a right-aligned column.
struct ScoreGridApp: View {
  var body: some View {
    NavigationStack {
      Grid(alignment: .leading, horizontalSpacing: 20) {
        GridRow {
          Text("Player").bold()
          Text("Wins").bold()
          Text("Points").bold().gridColumnAlignment(.trailing)
        }
        Divider()
        GridRow {
          Text("Ada")
          Text("12")
          Text("340")
        }
        GridRow {
          Text("Grace Hopper")
          Text("7")
          Text("1205")
        }
        GridRow {
          Text("Total of both").gridCellColumns(2)
          Text("1545")
        }
      }
      .navigationTitle("Scores")
    }
  }
}
