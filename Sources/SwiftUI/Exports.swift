// `import SwiftUI` on Linux: the SwiftUI code of an Apple app builds here unchanged, its
// import included. The views, state and navigation are NavStack's (which brings Foundation and
// Observation, as Apple's SwiftUI does), and `App.main()` runs the app in the terminal, so a
// file with `@main struct MyApp: App` needs no other import. `#Preview` is declared here.

@_exported import NavStack
@_exported import NavStackTerminal
