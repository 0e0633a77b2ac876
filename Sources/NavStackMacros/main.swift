@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

// The compiler plugin behind `#Preview` and `@Previewable`. The compiler starts this program
// while it builds a module that uses them and asks it for each expansion over standard input
// and output (each message an 8-byte little-endian length, then JSON). The toolchain's own
// SwiftSyntax modules hold both the message loop and the syntax tree, so the package needs no
// swift-syntax checkout; Package.swift points the build at them.

/// The macros this plugin expands, by the type name their declarations give.
struct NavStackMacros: PluginProvider {
  /// A macro this plugin does not have: a declaration names a type that is not here.
  struct UnknownMacro: Error, CustomStringConvertible {
    let typeName: String
    var description: String { "NavStackMacros has no macro named \(typeName)" }
  }

  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    switch typeName {
    case "PreviewMacro": return PreviewMacro.self
    case "PreviewableMacro": return PreviewableMacro.self
    case "EntryMacro": return EntryMacro.self
    default: throw UnknownMacro(typeName: typeName)
    }
  }
}

let listener = CompilerPluginMessageListener(
  connection: try StandardIOMessageConnection(), provider: NavStackMacros())
try listener.main()
