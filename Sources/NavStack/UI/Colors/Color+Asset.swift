import FoundationEssentials

extension Color {
  /// The colour set `name` of the app's asset catalogue, as SwiftUI's `Color(_:bundle:)`.
  ///
  /// A catalogue is an `*.xcassets` folder whose `NAME.colorset/Contents.json` holds the
  /// colour, as Xcode writes it. It is looked for, in order (see `ColorCatalogue`): in the
  /// SwiftPM resource bundles beside the executable (`*.resources`, where a target's
  /// `resources: [.copy("Assets.xcassets")]` lands, which is where `bundle` points on Linux),
  /// then next to the source file that names the colour and in each folder above it up to the
  /// package's root. The colour takes the role of the nearest named colour, as
  /// `Color(red:green:blue:)` does. A name found in no catalogue is drawn as the named colour
  /// it spells (`"AccentColor"`, `"red"`), else as the text colour, and the window's log says
  /// so once.
  public init(_ name: String, bundle: Bundle? = nil, sourceFile: String = #filePath) {
    if let found = ColorCatalogue.color(named: name, near: sourceFile) {
      self = found
      return
    }
    let fallback = Color.named(name)
    SharedWarnings.add(
      "no colour set '\(name)' in an asset catalogue; drawn as \(fallback == nil ? "the text colour" : "the named colour")"
    )
    self = fallback ?? .primary
  }

  /// The named colour a name spells, in any case; the accent for `AccentColor`.
  static func named(_ name: String) -> Color? {
    switch name.lowercased() {
    case "accentcolor", "accent", "tint": return .accentColor
    case "red": return .red
    case "orange": return .orange
    case "yellow": return .yellow
    case "green": return .green
    case "mint": return .mint
    case "teal": return .teal
    case "cyan": return .cyan
    case "blue": return .blue
    case "indigo": return .indigo
    case "purple": return .purple
    case "pink": return .pink
    case "brown": return .brown
    case "gray", "grey": return .gray
    case "black": return .black
    case "white": return .white
    case "primary": return .primary
    case "secondary": return .secondary
    default: return nil
    }
  }
}
