import Foundation
import NavStack
import NavStackTerminal

// print() in a terminal app: the body prints each time it runs, and the button prints when it
// is pressed, to standard output and to standard error. Nothing printed draws over the screen:
// Ctrl+G shows it in the inspector's log, and it is written out once the app has quit. A
// headless replay, which does not take the terminal, prints as it goes.

@main
struct PrintLogApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}

struct ContentView: View {
  @State private var presses = 0

  var body: some View {
    let _ = print("body: \(presses) presses")
    NavigationStack {
      VStack {
        Text("Print writes a line; Ctrl+G shows it.")
        Text("Presses: \(presses)")
      }
      .navigationTitle("Print")
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("Print") {
            presses += 1
            print("pressed Print \(presses) times")
            FileHandle.standardError.write(Data("standard error: \(presses)\n".utf8))
          }
        }
      }
    }
  }
}
