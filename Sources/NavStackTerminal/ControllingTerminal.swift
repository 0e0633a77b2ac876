import Glibc

/// The terminal an interactive run reads keys from and draws on: standard input and output
/// where they are the terminal, and the process's controlling terminal (`/dev/tty`) in place
/// of either one that is redirected.
///
/// So `navstack > out.txt` draws on the terminal and leaves the file to what the program
/// prints, and `echo hi | navstack` reads keys from the keyboard, not from the pipe, as other
/// full-screen programs do. Without a controlling terminal (a cron job, `setsid`, a service)
/// there is nothing to draw on.
public enum ControllingTerminal {
  /// The controlling terminal's name, which every process with one can open.
  public static let path = "/dev/tty"

  /// Where to read keys and where to draw, or nil when standard input or output is not a
  /// terminal and the process has no controlling terminal to use instead.
  public static func endpoints() -> (
    input: CursesTerminal.Options.Endpoint, output: CursesTerminal.Options.Endpoint
  )? {
    let inputIsTerminal = isatty(STDIN_FILENO) == 1
    let outputIsTerminal = isatty(STDOUT_FILENO) == 1
    if inputIsTerminal && outputIsTerminal {
      return (.descriptor(STDIN_FILENO), .descriptor(STDOUT_FILENO))
    }
    guard isAvailable() else { return nil }
    return (
      inputIsTerminal ? .descriptor(STDIN_FILENO) : .path(path),
      outputIsTerminal ? .descriptor(STDOUT_FILENO) : .path(path)
    )
  }

  /// Whether the process has a controlling terminal it may open: a process without one gets
  /// ENXIO from `/dev/tty`.
  private static func isAvailable() -> Bool {
    let descriptor = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    let isTerminal = isatty(descriptor) == 1
    close(descriptor)
    return isTerminal
  }
}
