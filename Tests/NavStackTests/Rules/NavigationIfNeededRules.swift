import Foundation
import NavStackTesting
import Testing

@testable import NavStack

/// The library's `NavigationIfNeeded`: it knows from the environment whether a stack encloses
/// it, so it decides in the first frame, with no detection timer.
@MainActor
@Suite("NavigationIfNeeded, through views")
struct NavigationIfNeededRules {
  @Test("R16 NavigationIfNeeded wraps bare content in a stack of its own in the first frame")
  func wrapsBareContent() {
    let session = ViewSession(NavigationIfNeeded { RestoreView() })
    #expect(session.row(0).contains("Wrapped"))
    #expect(session.row(0).hasSuffix("[Restore]"))
    #expect(session.stack == "Wrapped")
    #expect(session.host.treeDescription == "Window › Stack(auto)[Wrapped]")
  }

  @Test("R16 R17 inside a stack NavigationIfNeeded adds no stack; its items join the bar")
  func mergesInsideStack() {
    let session = ViewSession(
      NavigationStack {
        VStack {
          NavigationIfNeeded {
            Text("ewfawefaw")
              .toolbar {
                Button(action: {}) { Text("Hey") }
              }
          }
        }
        .toolbar {
          Button(action: {}) { Text("And another") }
        }
        .navigationTitle("Outer")
      })
    #expect(session.row(0).hasSuffix("[Hey] [And another]"))
    #expect(session.text.components(separatedBy: "[Hey]").count == 2)
    #expect(session.host.treeDescription == "Window › Stack[Outer]")
    #expect(!session.host.log.contains { $0.contains("NavigationStack inside") })
  }

  @Test("R16 R28 a sheet's bare content gets a stack through NavigationIfNeeded; Esc closes it")
  func wrapsSheetContent() {
    let session = ViewSession(SheetPresenter())
    session.press(.enter)
    #expect(session.stack == "Home | Wrapped")
    #expect(session.text.contains("[Restore]"))
    #expect(session.host.treeDescription == "Window › Stack[Home] › Sheet › Stack(auto)[Wrapped]")
    session.press(.escape)
    #expect(session.stack == "Home")
  }
}

private struct RestoreView: View {
  var body: some View {
    Text("This is not a Xib or Storyboard view")
      .navigationTitle("Wrapped")
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("Restore") {}
        }
      }
  }
}

private struct SheetPresenter: View {
  @State private var isPresented = false

  var body: some View {
    NavigationStack {
      Button("Present") { isPresented = true }
        .navigationTitle("Home")
        .sheet(isPresented: $isPresented) {
          NavigationIfNeeded { RestoreView() }
        }
    }
  }
}
