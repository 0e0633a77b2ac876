/// How a preview sizes its view, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable, Equatable {
  /// The screen's size, as the app's window has.
  case device
  /// The size the view asks for.
  case sizeThatFits
  /// A frame of `width` by `height`, in the lengths `frame(width:height:)` takes.
  case fixed(width: Double, height: Double)

  /// `view` laid out this way.
  @MainActor func apply(to view: AnyView) -> AnyView {
    switch self {
    case .device: view
    case .sizeThatFits:
      AnyView(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
    case .fixed(let width, let height): AnyView(view.frame(width: width, height: height))
    }
  }
}
