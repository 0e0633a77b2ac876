/// What `#Preview` declares for each preview: where it is written and how to make it, as
/// SwiftUI's `PreviewRegistry`.
///
/// The macro's expansion is the only conforming type a program needs; `CompiledPreview.all()`
/// finds every one through the Swift runtime's conformance records.
public protocol PreviewRegistry {
  /// The file of the `#Preview`, as `#fileID` gives it: `Module/File.swift`.
  static var fileID: String { get }
  /// The line of the `#Preview`.
  static var line: Int { get }
  /// The column of the `#Preview`.
  static var column: Int { get }
  /// Makes the preview.
  @MainActor static func makePreview() -> Preview
}
