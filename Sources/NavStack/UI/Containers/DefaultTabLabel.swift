/// The label a `Tab` made from a title and an image shows: the symbol, then the title.
public struct DefaultTabLabel: View {
  let title: String
  let symbol: String?
  let image: String?

  init(title: String, systemImage: String? = nil, image: String? = nil) {
    self.title = title
    self.symbol = systemImage
    self.image = image
  }

  init(role: TabRole?) {
    self.init(title: role == .search ? "Search" : "", systemImage: "magnifyingglass")
  }

  /// The symbol and the title, as `Label` draws them.
  public var body: some View {
    if let symbol {
      NavStack.Label(title, systemImage: symbol)
    } else if let image {
      NavStack.Label {
        Text(title)
      } icon: {
        Image(image)
      }
    } else {
      Text(title)
    }
  }
}
