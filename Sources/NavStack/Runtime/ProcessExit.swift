import CPreferences
import Glibc
import Synchronization

/// What must be done before the process ends, on every way out (R52): the work registered
/// here, then the app's defaults (`UserDefaults`) written, as iOS writes them at termination.
///
/// Every way a run ends comes through `exit`, and `installExitHook()` makes `exit` run this:
/// the runner ends with it after q, Ctrl+C, the end of a replay, and SIGTERM or SIGHUP (which
/// only set a flag that the input loop reads, so nothing here runs in a signal handler), and
/// an app that calls `exit()` itself, from a button, gets the same. A crash, `_exit` and
/// SIGKILL skip it: nothing can run then.
///
/// Code that keeps values of its own until the end (a storage property wrapper) registers
/// their writing with `add(_:)`; the defaults are written after it, so what that work puts in
/// `UserDefaults` is written too.
package enum ProcessExit {
  private struct State {
    var work: [@Sendable () -> Void] = []
    var hookInstalled = false
  }

  private static let state = Mutex(State())

  /// Runs `work` once before the process ends, after the work registered before it.
  package static func add(_ work: @escaping @Sendable () -> Void) {
    state.withLock { $0.work.append(work) }
  }

  /// Makes `exit()`, from the runner or from the app, run `runPending()`; once per process.
  package static func installExitHook() {
    let install = state.withLock { state in
      defer { state.hookInstalled = true }
      return !state.hookInstalled
    }
    if install { atexit { _ = ProcessExit.runPending() } }
  }

  /// Runs the work registered so far, each once, then writes the app's defaults; returns
  /// whether there were defaults to write (whether the app uses `UserDefaults` at all).
  @discardableResult
  package static func runPending() -> Bool {
    while true {
      let work = state.withLock { state in
        defer { state.work = [] }
        return state.work
      }
      if work.isEmpty { break }
      // Outside the lock: work may register more, which this loop then runs.
      for item in work { item() }
    }
    return cpf_write_defaults()
  }
}
