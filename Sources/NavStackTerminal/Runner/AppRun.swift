import NavStack

/// What an app gives the runner for one run: the application, and what comes before and after.
///
/// The runner calls `makeApplication` once the terminal is taken, `finish` after an
/// interactive run's loop ends and before the terminal is given back, and `release` last, on
/// every way out once the launcher returned this.
@MainActor
public struct AppRun {
  /// Files the run reads, by what they are (`the library`): `--record` and `--cast` may not
  /// name them.
  public var inputs: [(what: String, path: String)]
  /// Whether this is the app's first run, as a `--record`ed script's header says it.
  public var firstRun: Bool
  /// Makes the application; `startsAsReplay` is true when the run must start as a replay of
  /// it would (a `--record`ing), with no restored state.
  public var makeApplication: @MainActor (_ startsAsReplay: Bool) -> any Application
  /// Called after an interactive run's loop, with the terminal still taken.
  public var finish: @MainActor (any Application) -> Void
  /// Called last, on every way out: to release a lock, for one.
  public var release: @MainActor () -> Void

  /// A run of the application `makeApplication` makes.
  public init(
    inputs: [(what: String, path: String)] = [], firstRun: Bool = false,
    finish: @escaping @MainActor (any Application) -> Void = { _ in },
    release: @escaping @MainActor () -> Void = {},
    makeApplication: @escaping @MainActor (_ startsAsReplay: Bool) -> any Application
  ) {
    self.inputs = inputs
    self.firstRun = firstRun
    self.finish = finish
    self.release = release
    self.makeApplication = makeApplication
  }
}
