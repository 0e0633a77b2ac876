import FoundationEssentials

/// A button that shares an item, as SwiftUI's `ShareLink`: pressed, it puts the item's text
/// on the terminal's clipboard (OSC 52) and says so in the key bar; where there is no
/// terminal to copy to (a replay, a test), the key bar says what it would share.
public struct ShareLink<Label: View>: View {
  @Environment(\.windowRequests) private var requests
  let text: String
  let label: Label

  /// Shares `item`, labelled by `label`; the subject and message are accepted, as a
  /// clipboard holds the item alone.
  public init<Item: Transferable>(
    item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.text = Item.transferRepresentation._sharedText(ofAny: item) ?? ""
    self.label = label()
  }

  /// Shares `item` with a preview, labelled by `label`; the preview is accepted.
  public init<Item: Transferable>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview,
    @ViewBuilder label: () -> Label
  ) {
    self.init(item: item, subject: subject, message: message, label: label)
  }

  /// A button that copies the text, or says it.
  public var body: some View {
    let text = self.text
    let requests = self.requests
    return Button {
      requests?.send(.share(text))
    } label: {
      label
    }
  }
}

extension ShareLink where Label == NavStack.Label<Text, Image> {
  /// Shares `item` under the standard label, `⇪ Share`.
  public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      NavStack.Label("Share", systemImage: "square.and.arrow.up")
    }
  }

  /// Shares `item` with a preview under the standard label; the preview is accepted.
  public init<Item: Transferable>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview
  ) {
    self.init(item: item, subject: subject, message: message)
  }

  /// Shares `item` under a title of its own: `ShareLink("Send link", item: url)`.
  public init<Item: Transferable>(
    _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(item: item, subject: subject, message: message) {
      NavStack.Label(titleKey, systemImage: "square.and.arrow.up")
    }
  }

  /// Shares `item` under a string title.
  @_disfavoredOverload
  public init<S: StringProtocol, Item: Transferable>(
    _ title: S, item: Item, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(item: item, subject: subject, message: message) {
      NavStack.Label(title, systemImage: "square.and.arrow.up")
    }
  }
}

/// How a shared item is previewed, as SwiftUI's `SharePreview`: accepted, since the item is
/// shared as text.
public struct SharePreview {
  /// A preview titled `title`.
  public init(_ title: LocalizedStringKey) {}

  /// A preview titled `title` with an image.
  public init(_ title: LocalizedStringKey, image: Image) {}
}
