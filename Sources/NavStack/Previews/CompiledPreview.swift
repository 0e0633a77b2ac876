/// A preview compiled into the program, from a `#Preview` or a `PreviewProvider`: what
/// `--previews` lists and `--preview NAME` shows.
@MainActor
public struct CompiledPreview {
  /// What selects it: the name given to `#Preview`; for one without a name, its file and line
  /// (`ContentView.swift:12`); for a `PreviewProvider`, the type's name.
  public let name: String
  /// Where it is declared: `Module/File.swift:LINE`, or the provider's `Module.Type`.
  public let source: String
  /// Makes the view the preview shows.
  public let makeView: @MainActor () -> AnyView
  /// The order of the list: `#Preview`s by file, line and column, then providers by type.
  private let order: (Int, String, Int, Int)

  /// Every preview compiled into the program: `#Preview`s in the order of their files and
  /// lines, then `PreviewProvider`s by name.
  public static func all() -> [CompiledPreview] {
    let types = ConformanceRecords.types(conformingTo: ["PreviewRegistry", "PreviewProvider"])
    return types.compactMap { type in
      if let registry = type as? any PreviewRegistry.Type { return CompiledPreview(registry) }
      if let provider = type as? any PreviewProvider.Type { return CompiledPreview(provider) }
      return nil
    }.sorted { $0.order < $1.order }
  }

  /// The previews `selector` picks from `previews`: those it names, or the one declared where
  /// it says (`Module/File.swift:LINE`).
  public static func matching(_ selector: String, in previews: [CompiledPreview])
    -> [CompiledPreview]
  {
    previews.filter { $0.name == selector || $0.source == selector }
  }

  private init(_ registry: any PreviewRegistry.Type) {
    let file = registry.fileID.split(separator: "/").last.map(String.init) ?? registry.fileID
    source = "\(registry.fileID):\(registry.line)"
    // The preview is made once to read its name; the view is made again for each showing.
    name = registry.makePreview().name ?? "\(file):\(registry.line)"
    makeView = { registry.makePreview().makeView() }
    order = (0, registry.fileID, registry.line, registry.column)
  }

  private init<Provider: PreviewProvider>(_ provider: Provider.Type) {
    name = String(describing: provider)
    source = String(reflecting: provider)
    makeView = { AnyView(Provider.previews) }
    order = (1, source, 0, 0)
  }
}
