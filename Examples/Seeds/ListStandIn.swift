// A stand-in for `List(data) { row }` until NavStack's List lands on main: five rows in a
// VStack. It is removed then, and the snapshots of post 4 are recorded again.
import NavStack

struct List<Data: RandomAccessCollection, RowContent: View>: View where Data.Element: Identifiable {
  let rows: [Data.Element]
  let row: (Data.Element) -> RowContent
  init(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) {
    rows = Array(data); row = rowContent
  }
  var body: some View {
    VStack(alignment: .leading) {
      if rows.count > 0 { row(rows[0]) }
      if rows.count > 1 { row(rows[1]) }
      if rows.count > 2 { row(rows[2]) }
      if rows.count > 3 { row(rows[3]) }
      if rows.count > 4 { row(rows[4]) }
    }
  }
}
