/// An app's structure, as SwiftUI's `App`: a value with a `body` of scenes.
///
/// The terminal module gives every `App` a `static func main()`, so an app's whole entry point
/// is the `@main` type:
///
/// ```swift
/// import NavStack
/// import NavStackTerminal
///
/// @main struct MyApp: App {
///   var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
///
/// `--version` prints the program's name and the app's `version`, which an app sets where an
/// iOS app's Info.plist would (`CFBundleShortVersionString`):
///
/// ```swift
/// @main struct MyApp: App {
///   static let version = "1.2.0"
///   var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
@MainActor
public protocol App {
  /// The scene type `body` returns.
  associatedtype Body: Scene
  /// The version `--version` prints after the program's name; empty (the default) prints the
  /// name alone.
  static var version: String { get }
  /// Makes the app; `main()` calls it once per run.
  init()
  /// The app's scene: in a terminal, the one window it shows.
  var body: Body { get }
}

extension App {
  /// No version: `--version` prints the program's name alone.
  public static var version: String { "" }
}

/// A part of an app's user interface that the runner can show, as SwiftUI's `Scene`.
///
/// A terminal has one screen, so a scene is one window: `WindowGroup` is the scene to use.
@MainActor
public protocol Scene {
  /// Makes the application that runs this scene's window: its event handling and frames.
  func makeApplication() -> any Application
}

/// The scene of a window showing a view tree, as SwiftUI's `WindowGroup`.
///
/// Its content becomes a `ViewHost`, which the terminal runner draws and feeds events to.
public struct WindowGroup<Content: View>: Scene {
  private let content: Content

  /// A window that shows `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A `ViewHost` over the content.
  public func makeApplication() -> any Application {
    ViewHost(content)
  }
}
