import SwiftUI

// Hello, world: a NavigationStack with a title and a toolbar button that counts its presses.

@main
struct HelloWorldApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}

struct ContentView: View {
  @State private var greetings = 0

  var body: some View {
    NavigationStack {
      VStack {
        Text("Hello, world!")
        Text(greetings == 0 ? "Nobody greeted back yet." : "Greetings: \(greetings)")
      }
      .navigationTitle("Hello")
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("Greet") { greetings += 1 }
        }
      }
    }
  }
}

#Preview {
  ContentView()
}
