/// A preview of a view, as SwiftUI's `#Preview`: `MyApp --previews` lists it and
/// `MyApp --preview NAME` shows it in the terminal in place of the app.
///
/// Without a name, the preview is named by its file and line (`ContentView.swift:12`). The
/// closure is a view builder and may start with statements, and with `@Previewable` state.
/// Write it at the top level of a file.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "NavStackMacros", type: "PreviewMacro")

/// A preview of a view with traits, as SwiftUI's `#Preview(_:traits:_:body:)`:
/// `#Preview("Wide", traits: .fixedLayout(width: 400, height: 200)) { … }`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "NavStackMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview`'s closure as the preview's own state, as SwiftUI's
/// `@Previewable`: `@Previewable @State var count = 0`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "NavStackMacros", type: "PreviewableMacro")
