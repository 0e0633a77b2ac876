import SwiftUI

/// A note shared as its text, through a proxy, as apps share their own types.
struct SharedNote: Transferable {
  var title: String
  var body: String

  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation(exporting: \.summary)
  }

  var summary: String { "\(title): \(body)" }
}

/// A place shared as JSON when no text comes first: its data has no text in a terminal.
struct SharedPlace: Codable, Transferable {
  var name: String
  var latitude: Double

  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .png) { _ in Data() }
    CodableRepresentation(contentType: .json)
  }
}

/// Share links over an app's own transferable types.
struct SharedNotesApp: View {
  let note = SharedNote(title: "Groceries", body: "milk, eggs")
  let place = SharedPlace(name: "Oslo", latitude: 59.9)

  var body: some View {
    VStack(alignment: .leading) {
      ShareLink(item: note)
      ShareLink("Share place", item: place)
    }
  }
}
