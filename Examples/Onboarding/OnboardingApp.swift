import SwiftUI

// The onboarding flow: a sheet of three steps whose toolbar shows Previous, Next, Skip and
// Close only where they apply.

@main
struct OnboardingApp: App {
  var body: some Scene {
    WindowGroup { Home() }
  }
}

struct Home: View {
  @State private var showsTour = false

  var body: some View {
    NavigationStack {
      Button("Start tour") { showsTour = true }
        .navigationTitle("Home")
        .sheet(isPresented: $showsTour) { Tour() }
    }
  }
}

struct Tour: View {
  @State private var step = 1
  @Environment(\.dismiss) private var dismiss
  private let texts = ["Lists hold your notes.", "Enter opens one.", "Esc goes back."]

  var body: some View {
    NavigationStack {
      Text(texts[step - 1])
        .navigationTitle("Step \(step) of 3")
        .toolbar {
          if step > 1 {
            ToolbarItem(placement: .navigationBarLeading) { Button("Previous") { step -= 1 } }
          }
          if step < 3 {
            ToolbarItem(placement: .navigationBarTrailing) { Button("Next") { step += 1 } }
            ToolbarItem(placement: .navigationBarTrailing) { Button("Skip") { dismiss() } }
          } else {
            ToolbarItem(placement: .navigationBarTrailing) { Button("Close") { dismiss() } }
          }
        }
    }
  }
}
