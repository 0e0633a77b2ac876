import FoundationEssentials
import Glibc
import NavStack

/// What an interactive run lets a window ask of the system: open a URL with `xdg-open`.
///
/// Replays leave it unset, so a script never opens a browser; the window then says in its
/// key bar what it would have done.
enum SystemServices {
  /// Lets `host` open URLs.
  @MainActor
  static func install(on app: any Application) {
    guard let host = app as? ViewHost else { return }
    host.opensURL = { url in openWithXdgOpen(url.absoluteString) }
  }

  /// Starts `xdg-open URL` detached, its output thrown away; false when it is not installed.
  static func openWithXdgOpen(_ url: String) -> Bool {
    guard let path = executable(named: "xdg-open") else { return false }
    // A shell starts xdg-open in the background and ends at once, so nothing is left to
    // wait for and the terminal's screen gets none of its output.
    let script = "\"$0\" \"$1\" </dev/null >/dev/null 2>&1 &"
    let arguments = ["/bin/sh", "-c", script, path, url]
    var pid: pid_t = 0
    var pointers = arguments.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    guard posix_spawn(&pid, "/bin/sh", nil, nil, &pointers, environ) == 0 else { return false }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return true
  }

  /// The first executable `name` on `PATH`.
  static func executable(named name: String) -> String? {
    guard let path = getenv("PATH").map({ String(cString: $0) }) else { return nil }
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}

