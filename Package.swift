// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "NavStack",
  products: [
    .library(name: "NavStack", targets: ["NavStack"]),
    .library(name: "NavStackTerminal", targets: ["NavStackTerminal"]),
    .library(name: "NavStackTesting", targets: ["NavStackTesting"]),
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
    // The ncurses backend and the command-line runner; only it and CNcurses see ncurses.
    .target(name: "NavStackTerminal", dependencies: ["NavStack", "CNcurses"]),
    // Headless sessions for tests of views, without a terminal.
    .target(name: "NavStackTesting", dependencies: ["NavStack"]),
    .target(name: "NotebookStore"),
    .target(name: "Notebook", dependencies: ["NavStack", "NavStackTerminal", "NotebookStore"]),
    .executableTarget(
      name: "navstack", dependencies: ["NavStack", "NavStackTerminal", "Notebook"]),
    // The four posts' SwiftUI listings, pasted with only the import changed; Swift 5 mode, as
    // the posts were written (the library stays Swift 6).
    .target(
      name: "Seeds", dependencies: ["NavStack"], path: "Examples/Seeds",
      exclude: ["README.md"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // Small apps written as SwiftUI apps are, each with a .keys script that its own binary
    // replays (ExamplesTests).
    .executableTarget(
      name: "HelloWorld", dependencies: ["NavStack", "NavStackTerminal"],
      path: "Examples/HelloWorld", exclude: ["Scripts"]),
    .executableTarget(
      name: "ListDetail", dependencies: ["NavStack", "NavStackTerminal"],
      path: "Examples/ListDetail", exclude: ["Scripts"]),
    .executableTarget(
      name: "SheetForm", dependencies: ["NavStack", "NavStackTerminal"],
      path: "Examples/SheetForm", exclude: ["Scripts"]),
    .executableTarget(
      name: "Onboarding", dependencies: ["NavStack", "NavStackTerminal"],
      path: "Examples/Onboarding", exclude: ["Scripts"]),
    .executableTarget(
      name: "SplitView", dependencies: ["NavStack", "NavStackTerminal"],
      path: "Examples/SplitView", exclude: ["Scripts"]),
    .executableTarget(
      name: "PrintLog", dependencies: ["NavStack", "NavStackTerminal"],
      path: "Examples/PrintLog", exclude: ["Scripts"]),
    .executableTarget(
      name: "Counter", dependencies: ["NavStack", "NavStackTerminal"],
      path: "Examples/Counter", exclude: ["Scripts"]),
    .executableTarget(
      name: "navstack-bench", dependencies: ["NotebookStore"],
      path: "Benchmarks/Sources/navstack-bench"),
    .executableTarget(
      name: "navstack-runtime-bench", dependencies: ["NavStack"],
      path: "Benchmarks/Sources/navstack-runtime-bench"),
    // Helpers shared by the test targets: seeded randomness and an ANSI screen model.
    .target(name: "TestSupport", dependencies: ["NavStack"], path: "Tests/TestSupport"),
    .testTarget(
      name: "NavStackTests", dependencies: ["NavStack", "NavStackTesting", "TestSupport"],
      exclude: [
        "Runtime/Scripts", "Runtime/Snapshots", "RealApps/Scripts", "RealApps/Snapshots",
        "Layout/Scripts", "Layout/Snapshots",
      ]),
    .testTarget(
      name: "NotebookTests",
      dependencies: [
        "NavStack", "NavStackTerminal", "NavStackTesting", "Notebook", "NotebookStore",
        "TestSupport",
      ],
      exclude: ["Scripts", "Snapshots", "LibraryScripts"]),
    .testTarget(name: "EndToEndTests", dependencies: ["NavStack"]),
    .testTarget(
      name: "SeedsTests", dependencies: ["Seeds", "NavStack", "NavStackTesting"],
      exclude: ["Scripts", "Snapshots"]),
    .testTarget(name: "NotebookStoreTests", dependencies: ["NotebookStore", "TestSupport"]),
    .testTarget(name: "NavStackTerminalTests", dependencies: ["NavStack", "NavStackTerminal"]),
  ],
  swiftLanguageModes: [.v6]
)
