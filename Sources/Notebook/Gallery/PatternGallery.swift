import NavStack

/// The Patterns gallery: one row per SwiftUI pattern of the four posts, each opening its live
/// demo.
///
/// It is meant to be pushed inside the app's `NavigationStack`, so it makes no stack of its
/// own: its title and its demos' titles join the app's bar and back button.
public struct PatternGallery: View {
  @State private var query = ""

  /// A gallery listing every pattern.
  public init() {}

  /// The list of patterns, titled "Patterns", filtered by `/` as every list is.
  public var body: some View {
    let patterns = GalleryPattern.allCases.filter {
      query.isEmpty || PatternRow.text(of: $0).containsIgnoringCaseAndDiacritics(query)
    }
    List(patterns) { pattern in
      NavigationLink {
        pattern.demo
      } label: {
        PatternRow(pattern: pattern)
      }
    }
    .searchable(text: $query)
    .navigationTitle("Patterns")
  }
}

/// One row of the gallery: the pattern's number, then what it shows.
struct PatternRow: View {
  let pattern: GalleryPattern

  var body: some View {
    Text(Self.text(of: pattern))
  }

  /// The number in a column as wide as the widest (`P10`), so every title starts in the same
  /// column, then the title.
  static func text(of pattern: GalleryPattern) -> String {
    pattern.rawValue.padded(toWidth: 3) + "  " + pattern.title
  }
}
