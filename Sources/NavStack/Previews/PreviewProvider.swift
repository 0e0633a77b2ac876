/// A type that shows views as previews, as SwiftUI's `PreviewProvider`: the form of preview
/// that came before `#Preview`.
///
/// A program's `--previews` lists each conforming type by its name and `--preview NAME` shows
/// its `previews`. The types are found in the Swift runtime's conformance records, as
/// `#Preview`'s are, so nothing else names them. A release build's optimiser drops a type
/// that nothing uses, so providers are listed from debug builds (`#Preview`'s are kept in
/// both).
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of view `previews` makes.
  associatedtype Previews: View
  /// The views to preview, shown together.
  @ViewBuilder static var previews: Previews { get }
  /// The platform the previews are for; a terminal shows them whatever it says.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No platform: the previews' own.
  public static var platform: PreviewPlatform? { nil }
}

/// A platform a `PreviewProvider` can name, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Sendable, Equatable {
  /// iOS and iPadOS.
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
  /// visionOS.
  case visionOS
}
