import Foundation
import SwiftUI

// print() in a terminal app: the body prints each time it runs; Print prints to standard
// output and to standard error; Later prints from another task a moment after. Nothing printed
// draws over the screen: Ctrl+G shows it in the inspector's log (a line printed while no key
// is pressed shows there too), and it is written out once the app has quit. A headless
// replay, which does not take the terminal, prints as it goes.

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
        ToolbarItem(placement: .navigationBarLeading) {
          Button("Later") {
            Task.detached {
              try? await Task.sleep(for: .milliseconds(300))
              print("printed later, from another task")
            }
          }
        }
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
