import FoundationEssentials
import Glibc
import NavStack

/// What an interactive run lets a window ask of the system: open a URL with `xdg-open`, put
/// text on the clipboard with OSC 52.
///
/// Replays leave them unset, so a script never opens a browser; the window then says in its
/// key bar what it would have done.
enum SystemServices {
  /// Lets `host` open URLs and copy text on `terminal`.
  @MainActor
  static func install(on app: any Application, terminal: CursesTerminal?) {
    guard let host = app as? ViewHost else { return }
    host.opensURL = { url in openWithXdgOpen(url.absoluteString) }
    if let terminal {
      host.copiesToClipboard = { [weak terminal] text in
        terminal?.copyToClipboard(text) ?? false
      }
    }
  }

  /// Starts `xdg-open URL` detached, its output thrown away; false when it is not on
  /// `searchPath` (by default `PATH`).
  static func openWithXdgOpen(_ url: String, searchPath: String? = nil) -> Bool {
    guard let path = executable(named: "xdg-open", searchPath: searchPath) else { return false }
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

  /// The first executable `name` in the folders of `searchPath` (by default `PATH`).
  static func executable(named name: String, searchPath: String? = nil) -> String? {
    guard let path = searchPath ?? getenv("PATH").map({ String(cString: $0) }) else {
      return nil
    }
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}

extension CursesTerminal {
  /// Sends `text` to the terminal's clipboard with OSC 52, which most terminal emulators
  /// (and tmux with `set-clipboard on`) accept; a terminal that does not ignores it.
  func copyToClipboard(_ text: String) -> Bool {
    fputs(Self.clipboardSequence(for: text), streams.output)
    fflush(streams.output)
    return true
  }

  /// OSC 52 for the clipboard (`c`), the text in base64, ended by BEL, which more terminals
  /// accept than ST.
  nonisolated static func clipboardSequence(for text: String) -> String {
    "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
  }
}
