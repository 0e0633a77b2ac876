/// One preview of a view, with its name and traits, as SwiftUI's `Preview`.
///
/// `#Preview` (in the `SwiftUI` module) expands into a type that makes one; a program's
/// `--preview NAME` shows its view in place of the app's window. Write the macro rather than
/// this initializer: only the macro's previews are found.
@MainActor
public struct Preview {
  /// The kind of preview a `PreviewTrait<Preview.ViewTraits>` customises: a view's.
  public enum ViewTraits {}

  /// The name given to `#Preview`, or nil.
  public let name: String?
  /// The traits given to `#Preview`, in order.
  public let traits: [PreviewTrait<ViewTraits>]
  private let body: @MainActor () -> any View

  /// A preview named `name`, with `traits`, of the view `body` makes.
  public init(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.name = name
    self.traits = traits
    self.body = body
  }

  /// The view, laid out as the last layout trait says.
  public func makeView() -> AnyView {
    PreviewTrait.layout(of: traits).apply(to: AnyView(body()))
  }
}
