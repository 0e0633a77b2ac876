import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`, which marks a `#Preview`'s own state; it adds nothing where it is written.
///
/// `#Preview` reads the mark: it moves the marked variables into a view of their own, as
/// SwiftUI does, so that `@Previewable @State var count = 0` is state the preview keeps.
struct PreviewableMacro: PeerMacro {
  static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
