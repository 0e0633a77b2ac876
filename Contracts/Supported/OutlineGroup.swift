// API: `OutlineGroup(_:children:content:)`, `List(_:children:rowContent:)`
// Status: supported
// Shown by: Tests/NavStackTests/Containers/Scripts/tree-list-rows-expand.keys
import SwiftUI

struct OutlineGroupContract: View {
  struct Item: Identifiable {
    let id = UUID()
    var name: String
    var children: [Item]?
  }

  let items = [
    Item(name: "Documents", children: [Item(name: "Plans", children: nil)]),
    Item(name: "readme.md", children: nil),
  ]

  var body: some View {
    List(items, children: \.children) { item in
      Text(item.name)
    }
    ScrollView {
      OutlineGroup(items, children: \.children) { item in
        Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
      }
    }
  }
}
