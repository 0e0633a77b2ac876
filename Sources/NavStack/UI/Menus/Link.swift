import FoundationEssentials

/// A control that opens a URL, as SwiftUI's `Link`: drawn as its title in the accent colour,
/// pressed as a button (Enter, Space, a click), it calls the environment's `openURL`.
public struct Link<Label: View>: View {
  @Environment(\.openURL) private var openURL
  let destination: URL
  let label: Label

  /// A link with a built label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// A button whose action opens the destination.
  public var body: some View {
    let openURL = self.openURL
    let destination = self.destination
    return Button {
      openURL(destination)
    } label: {
      label
    }
  }
}

extension Link where Label == Text {
  /// A link titled with a literal: `Link("Website", destination: url)`.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
