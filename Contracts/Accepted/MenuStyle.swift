// API: `.menuStyle(_:)` with `.automatic`, `.button`, `.borderlessButton`, an app's own `MenuStyle`
// Status: accepted
// Why: a terminal draws every menu as its label and `▾`, so a style changes nothing and an app's own `makeBody` is not called.
import SwiftUI

struct ContractRedMenuStyle: MenuStyle {
  func makeBody(configuration: Configuration) -> some View {
    Menu(configuration).foregroundStyle(.red)
  }
}

struct MenuStyleContract: View {
  var body: some View {
    VStack {
      Menu("Sort") { Button("Name") {} }.menuStyle(.button)
      Menu("Filter") { Button("All") {} }.menuStyle(.borderlessButton)
      Menu("View") { Button("List") {} }.menuStyle(.automatic)
      Menu("Share") { Button("Copy") {} }.menuStyle(ContractRedMenuStyle())
    }
  }
}
