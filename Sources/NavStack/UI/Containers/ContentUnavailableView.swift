/// What a screen shows when it has nothing to show, as SwiftUI's `ContentUnavailableView`:
/// its symbol, its title in bold and a dimmed description, centred in the space offered, with
/// any actions under them.
///
/// Used as SwiftUI code uses it, as a list's overlay when the list is empty, or in place of
/// it; `.search` and `.search(text:)` say that a search found nothing.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// A view from its label, description and actions.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  /// The label (a `Label`'s symbol above its bold title), the description, the actions,
  /// centred.
  public var body: some View {
    VStack(spacing: 0) {
      if let symbol = label as? NavStack.Label<Text, Image> {
        symbol.icon
        symbol.title.bold()
      } else {
        label.bold()
      }
      description.foregroundStyle(.secondary)
      actions
    }
    .multilineTextAlignment(.center)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView
where Label == NavStack.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A title under a symbol, and a description: `ContentUnavailableView("No Notes",
  /// systemImage: "note.text", description: Text("Add one with +."))`.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { NavStack.Label(title, systemImage: name) }, description: { description })
  }

  /// A string title under a symbol, and a description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { NavStack.Label(title, systemImage: name) }, description: { description })
  }

  /// A title under an image of the app's own (`Image(name)`), and a description.
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
    self.init(label: { Self.label(Text(title), image: name) }, description: { description })
  }

  /// A string title under an image of the app's own, and a description.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(label: { Self.label(Text(title), image: name) }, description: { description })
  }

  /// A title beside an image of the app's own, as both image forms show it.
  private static func label(_ title: Text, image name: String) -> NavStack.Label<Text, Image> {
    NavStack.Label {
      title
    } icon: {
      Image(name)
    }
  }

  /// A search that found nothing: the magnifier, "No Results", and what to try.
  public static var search: Self {
    Self(
      "No Results", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }

  /// A search for `text` that found nothing: its title names the text.
  public static func search(text: String) -> Self {
    Self(
      "No Results for “\(text)”", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}
