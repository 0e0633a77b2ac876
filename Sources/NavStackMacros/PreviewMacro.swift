import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: a preview that `--previews` lists and `--preview NAME` shows.
///
/// The expansion is a type conforming to `PreviewRegistry`, and a second type holding the
/// function that makes the preview and a function marked `@used` that names the first. NavStack
/// finds previews by walking the Swift runtime's protocol conformance records, the ones `as?`
/// reads, so no list of previews is kept anywhere; `@used` keeps an optimised build from
/// dropping the registry type, which nothing else names. The body sits in a type whose only
/// members have unique names, so its names resolve as they do around the macro (inside the
/// registry type, `line` would be the registry's). Nothing is a top-level function: in a
/// `main.swift`, the compiler emits those from a macro twice.
struct PreviewMacro: DeclarationMacro {
  static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard context.lexicalContext.isEmpty else {
      throw MacroExpansionErrorMessage("#Preview is written at the top level of a file")
    }
    let arguments = try PreviewArguments(node)
    guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    else { throw MacroExpansionErrorMessage("#Preview has no place in a source file") }
    let registry = context.makeUniqueName("Preview")
    let maker = context.makeUniqueName("PreviewBody")
    let make = context.makeUniqueName("makePreview")
    let keep = context.makeUniqueName("keepPreview")
    var declarations: [DeclSyntax] = []
    var body = arguments.body
    let (previewable, rest) = arguments.body.statements.split(\.isPreviewable)
    if !previewable.isEmpty {
      let content = context.makeUniqueName("PreviewContent")
      declarations.append(
        """
        private struct \(content): NavStack.View {
        \(CodeBlockItemListSyntax(previewable.map(\.removingPreviewable)))
          var body: some NavStack.View {
        \(CodeBlockItemListSyntax(rest))
          }
        }
        """)
      body = ClosureExprSyntax(statements: ["\(content)()"])
    }
    var call = "NavStack.Preview(\(arguments.name?.trimmedDescription ?? "nil")"
    if !arguments.traits.isEmpty {
      call += ", traits: " + arguments.traits.map(\.trimmedDescription).joined(separator: ", ")
    }
    declarations += [
      """
      private enum \(registry): NavStack.PreviewRegistry {
        static var fileID: String { \(location.file) }
        static var line: Int { \(location.line) }
        static var column: Int { \(location.column) }
        @MainActor static func makePreview() -> NavStack.Preview { \(maker).\(make)() }
      }
      """,
      """
      private enum \(maker) {
        @MainActor static func \(make)() -> NavStack.Preview {
          \(raw: call), body: \(body.trimmed))
        }
        @used static func \(keep)() -> any NavStack.PreviewRegistry.Type { \(registry).self }
      }
      """,
    ]
    return declarations
  }
}

/// The arguments of one `#Preview`: `#Preview("Name", traits: .a, .b) { body }`.
struct PreviewArguments {
  /// The name, when the first argument is one.
  var name: ExprSyntax?
  /// The traits: the one labelled `traits:` and those after it.
  var traits: [ExprSyntax] = []
  /// The closure that makes the view: the trailing one or `body:`.
  var body: ClosureExprSyntax

  init(_ node: some FreestandingMacroExpansionSyntax) throws {
    var body = node.trailingClosure
    var inTraits = false
    for (index, argument) in node.arguments.enumerated() {
      switch argument.label?.text {
      case "traits":
        inTraits = true
        traits.append(argument.expression)
      case "body":
        body = argument.expression.as(ClosureExprSyntax.self)
      case nil where inTraits:
        traits.append(argument.expression)
      case nil where index == 0:
        name = argument.expression
      default:
        throw MacroExpansionErrorMessage("#Preview does not take '\(argument.trimmed)'")
      }
    }
    guard let body else {
      throw MacroExpansionErrorMessage("#Preview needs a closure that makes the view")
    }
    self.body = body
  }
}

extension CodeBlockItemSyntax {
  /// Whether this is a variable marked `@Previewable`.
  var isPreviewable: Bool {
    item.as(VariableDeclSyntax.self)?.attributes.contains(where: \.isPreviewable) ?? false
  }

  /// The same statement without its `@Previewable` mark.
  var removingPreviewable: CodeBlockItemSyntax {
    guard var variable = item.as(VariableDeclSyntax.self) else { return self }
    variable.attributes = variable.attributes.filter { !$0.isPreviewable }
    return with(\.item, .decl(DeclSyntax(variable)))
  }
}

extension AttributeListSyntax.Element {
  /// Whether this is `@Previewable` (or `@SwiftUI.Previewable`).
  var isPreviewable: Bool {
    guard case .attribute(let attribute) = self else { return false }
    let name = attribute.attributeName.trimmedDescription
    return name == "Previewable" || name.hasSuffix(".Previewable")
  }
}

extension Sequence {
  /// The elements that pass `test`, then those that do not, each in order.
  func split(_ test: (Element) -> Bool) -> (passing: [Element], failing: [Element]) {
    var passing: [Element] = []
    var failing: [Element] = []
    for element in self {
      if test(element) { passing.append(element) } else { failing.append(element) }
    }
    return (passing, failing)
  }
}
