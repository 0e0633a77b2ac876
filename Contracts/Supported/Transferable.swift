// API: `Transferable` with `transferRepresentation` (`ProxyRepresentation`, `CodableRepresentation`, `DataRepresentation`), `ShareLink(item:)` of an app's own type
// Status: supported
// Shown by: Tests/NavStackTests/Compat/Scripts/share-own-transferable.keys
import SwiftUI

struct ContractRecipe: Codable, Transferable {
  var name: String
  var url: URL

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
    DataRepresentation(exportedContentType: .plainText) { recipe in Data(recipe.name.utf8) }
    ProxyRepresentation(exporting: \.url)
  }
}

struct ContractTitle: Transferable {
  var text: String

  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: \.text)
      .suggestedFileName("Title.txt")
  }
}

struct TransferableContract: View {
  let recipe = ContractRecipe(name: "Soup", url: URL(string: "https://example.com/soup")!)

  var body: some View {
    VStack {
      ShareLink(item: recipe)
      ShareLink("Title", item: ContractTitle(text: "Soup"))
      ShareLink(item: ContractTitle(text: "Soup"), preview: SharePreview("Soup"))
    }
  }
}
