/// Whether the scene is in use, as SwiftUI's `ScenePhase`.
///
/// A terminal app's scene is `.active` while it runs and goes through `.inactive` to
/// `.background` as it ends, on every way out (q, Ctrl+C, SIGTERM, the end of a replay,
/// `exit()`), so code that saves in `onChange(of: scenePhase)` runs before the process ends,
/// as it does on iOS.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Not shown and not running the app's code for long.
  case background
  /// Shown but not taking events.
  case inactive
  /// Shown and taking events.
  case active
}

struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// The scene's phase: `.active` while the app runs, `.background` as it ends.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
