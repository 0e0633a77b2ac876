/// Makes a variable of an `extension EnvironmentValues` an environment value, as SwiftUI's
/// `@Entry`: `@Entry var accent: Color = .blue` needs no `EnvironmentKey` written by hand.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "NavStackMacros", type: "EntryMacro")
