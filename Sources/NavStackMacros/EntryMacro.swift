import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`, which makes a variable in an `extension EnvironmentValues` an environment value,
/// as SwiftUI's: the variable reads and writes a key of its own, and the key's default is the
/// variable's initial value.
///
/// `@Entry var accent: Color = .blue` becomes a computed `accent` over a private
/// `__Key_accent: EnvironmentKey` whose `defaultValue` is `.blue`.
struct EntryMacro: AccessorMacro, PeerMacro {
  /// What `@Entry` cannot be put on.
  struct Misuse: Error, CustomStringConvertible {
    let description: String
  }

  static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let name = try binding(of: declaration).name
    return [
      "get { self[__Key_\(raw: name).self] }",
      "set { self[__Key_\(raw: name).self] = newValue }",
    ]
  }

  static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let (name, type, initial) = try binding(of: declaration)
    let typed = type.map { ": \($0)" } ?? ""
    let value: String
    if let initial {
      value = initial
    } else if let type, type.hasSuffix("?") || type.hasPrefix("Optional<") {
      value = "nil"
    } else {
      throw Misuse(description: "@Entry needs an initial value, the key's default")
    }
    return [
      """
      @MainActor private struct __Key_\(raw: name): EnvironmentKey {
        static let defaultValue\(raw: typed) = \(raw: value)
      }
      """
    ]
  }

  /// The variable's name, type as written (if any) and initial value (if any).
  private static func binding(of declaration: some DeclSyntaxProtocol) throws
    -> (name: String, type: String?, initial: String?)
  {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
    else { throw Misuse(description: "@Entry goes on one `var` of EnvironmentValues") }
    return (
      pattern.identifier.trimmedDescription,
      binding.typeAnnotation?.type.trimmedDescription,
      binding.initializer?.value.trimmedDescription
    )
  }
}
