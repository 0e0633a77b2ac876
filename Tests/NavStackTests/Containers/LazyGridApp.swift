import NavStack

/// A photo grid: adaptive columns of at least 80 points, and a fixed column beside a flexible
/// one for the details; a `LazyHGrid` of two rows for the albums.
struct PhotoGridApp: View {
  @State private var opened = "none"
  let columns = [GridItem(.adaptive(minimum: 80))]

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        LazyVGrid(columns: columns, spacing: 20) {
          ForEach(1...7, id: \.self) { number in
            Button("Photo \(number)") { opened = "Photo \(number)" }
          }
        }
        LazyVGrid(
          columns: [
            GridItem(.fixed(100), alignment: .leading), GridItem(.flexible(), alignment: .leading),
          ],
          alignment: .leading
        ) {
          Text("Opened")
          Text(opened)
          Text("Camera")
          Text("Terminal")
        }
        LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 30) {
          ForEach(["Trips", "Pets", "Food", "Work"], id: \.self) { Text($0) }
        }
      }
      .navigationTitle("Photos")
    }
  }
}
