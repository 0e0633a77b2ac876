// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain's folder of SwiftSyntax modules and libraries, `usr/lib/swift/host`.
///
/// The `#Preview` macro's plugin builds against them. The folder is the one beside the
/// `usr/lib/swift/pm` whose PackageDescription library runs this manifest, so it belongs to
/// the toolchain building the package; Linux's /proc names that library. Elsewhere the answer
/// is the usual place.
let swiftSyntaxFolder: String = {
  let library = "/pm/ManifestAPI/libPackageDescription.so"
  guard let maps = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile(),
    let line = String(decoding: maps, as: UTF8.self).split(separator: "\n")
      .first(where: { $0.hasSuffix(library) }),
    let path = line.firstIndex(of: "/")
  else { return "/usr/lib/swift/host" }
  return String(line[path...].dropLast(library.count)) + "/host"
}()

let package = Package(
  name: "NavStack",
  products: [
    .library(name: "NavStack", targets: ["NavStack"]),
    .library(name: "NavStackTerminal", targets: ["NavStackTerminal"]),
    .library(name: "NavStackTesting", targets: ["NavStackTesting"]),
    .library(name: "NavStackScript", targets: ["NavStackScript"]),
    .executable(name: "navstack", targets: ["navstack"]),
  ],
  targets: [
    .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
    // libdispatch's main-queue hook and the main-thread test, so the runtime needs no
    // Foundation run loop (see Sources/NavStack/Runtime/MainRunLoop.swift).
    .systemLibrary(name: "CMainQueue", path: "Sources/CMainQueue"),
    // CoreFoundation's call that writes UserDefaults, as a weak reference: the runtime writes
    // an app's defaults before it exits without linking Foundation (Sources/CPreferences).
    .systemLibrary(name: "CPreferences", path: "Sources/CPreferences"),
    .target(name: "NavStack", dependencies: ["CMainQueue", "CPreferences"]),
    // The .keys language: scripts, replays, recording, casts and snapshots; an app that never
    // replays does not link it.
    .target(name: "NavStackScript", dependencies: ["NavStack"]),
    // The ncurses backend and the command-line runner; only it and CNcurses see ncurses.
    .target(name: "NavStackTerminal", dependencies: ["NavStack", "NavStackScript", "CNcurses"]),
    // Headless sessions for tests of views, without a terminal.
    .target(name: "NavStackTesting", dependencies: ["NavStack", "NavStackScript"]),
    .target(name: "NotebookStore"),
    .target(
      name: "Notebook",
      dependencies: ["NavStack", "NavStackScript", "NavStackTerminal", "NotebookStore"]),
    .executableTarget(
      name: "navstack", dependencies: ["NavStack", "NavStackTerminal", "Notebook"]),
    .executableTarget(
      name: "navstack-bench", dependencies: ["NotebookStore"],
      path: "Benchmarks/Sources/navstack-bench"),
    .executableTarget(
      name: "navstack-runtime-bench", dependencies: ["NavStack"],
      path: "Benchmarks/Sources/navstack-runtime-bench"),
    // Helpers shared by the test targets: seeded randomness and an ANSI screen model.
    .target(name: "TestSupport", dependencies: ["NavStack"], path: "Tests/TestSupport"),
    .testTarget(
      name: "NavStackTests",
      dependencies: ["NavStack", "NavStackScript", "NavStackTesting", "TestSupport"],
      exclude: [
        "Runtime/Scripts", "Runtime/Snapshots", "RealApps/Scripts", "RealApps/Snapshots",
        "Layout/Scripts", "Layout/Snapshots", "Styles/Scripts", "Styles/Snapshots",
        "Looks/Scripts", "Looks/Snapshots", "Looks/Assets.xcassets",
        "Containers/Scripts", "Containers/Snapshots",
        "Compat/Scripts", "Compat/Snapshots",
        "Preferences/Scripts", "Preferences/Snapshots",
      ]),
    .testTarget(
      name: "NotebookTests",
      dependencies: [
        "NavStack", "NavStackScript", "NavStackTerminal", "NavStackTesting", "Notebook",
        "NotebookStore", "TestSupport",
      ],
      exclude: ["Scripts", "Snapshots", "LibraryScripts"]),
    .testTarget(name: "EndToEndTests", dependencies: ["NavStack"]),
    .testTarget(name: "NotebookStoreTests", dependencies: ["NotebookStore", "TestSupport"]),
    .testTarget(
      name: "NavStackTerminalTests",
      dependencies: ["NavStack", "NavStackScript", "NavStackTerminal"]),
  ],
  swiftLanguageModes: [.v6]
)

// `import SwiftUI`, offered only where Apple's SwiftUI does not exist: the same source builds an
// Apple app there and a terminal app here. The module re-exports NavStack and
// NavStackTerminal, and declares `#Preview`, whose plugin (NavStackMacros) builds against the
// toolchain's own SwiftSyntax through the flags below. SwiftPM 6.2 and later accept such
// "unsafe" flags from a dependency whose tools version is 6.2 or later, as this one's is;
// older SwiftPM accepts them only from dependencies given by path, branch or revision.
#if !canImport(SwiftUI)
  package.products.append(.library(name: "SwiftUI", targets: ["SwiftUI"]))
  package.targets += [
    .macro(
      name: "NavStackMacros",
      swiftSettings: [.unsafeFlags(["-I", swiftSyntaxFolder])],
      linkerSettings: [
        .unsafeFlags(["-L", swiftSyntaxFolder, "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxFolder])
      ]),
    .target(name: "SwiftUI", dependencies: ["NavStack", "NavStackTerminal", "NavStackMacros"]),
    // The four posts' SwiftUI listings, pasted as written, with `import NavStack` added where
    // a listing shows no import; Swift 5 mode, as the posts were written (the library stays
    // Swift 6).
    .target(
      name: "Seeds", dependencies: ["NavStack", "SwiftUI"], path: "Examples/Seeds",
      exclude: ["README.md"], swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "SeedsTests", dependencies: ["Seeds", "NavStack", "NavStackTesting"],
      exclude: ["Scripts", "Snapshots"]),
    // List editing, controls and formatted values as apps write them, replayed from .keys
    // scripts: on the SwiftUI product, since `onDelete`, `remove(atOffsets:)` and
    // `Text(_:style:)` take Foundation proper's types, which NavStack does not link.
    .testTarget(
      name: "EditingTests", dependencies: ["SwiftUI", "NavStackTesting"],
      exclude: ["Scripts", "Snapshots"]),
    // `#Preview` and `PreviewProvider` as an app writes them, and the list they make.
    .testTarget(name: "PreviewTests", dependencies: ["SwiftUI", "NavStackTesting"]),
  ]
  // `@AppStorage` lives in SwiftUI, over Foundation's UserDefaults, which the library and the
  // app must not link (scripts/check-no-foundation); its tests are with the other
  // compatibility tests.
  package.targets.first { $0.name == "NavStackTests" }?.dependencies.append("SwiftUI")
  // Small apps written as SwiftUI apps are, with `import SwiftUI` alone, each with a .keys
  // script that its own binary replays (ExamplesTests).
  let examples = [
    "HelloWorld", "ListDetail", "SheetForm", "Onboarding", "SplitView", "PrintLog", "Counter",
    "Checklist", "RecipeBrowser", "BillSplitter", "Habits",
  ]
  package.targets += examples.map { name in
    .executableTarget(
      name: name, dependencies: ["SwiftUI"], path: "Examples/\(name)", exclude: ["Scripts"])
  }
#endif
