import Glibc

/// The input and output `FILE` streams ncurses runs on, owned by the terminal.
///
/// `newterm` takes streams, not descriptors. Descriptors are duplicated before `fdopen`, so
/// closing these streams never closes the program's own stdin or stdout.
struct TerminalStreams {
  let input: UnsafeMutablePointer<FILE>
  let output: UnsafeMutablePointer<FILE>

  /// The input descriptor, which the input loop polls.
  var inputDescriptor: Int32 { fileno(input) }
  /// The output descriptor, for terminfo's size queries.
  var outputDescriptor: Int32 { fileno(output) }

  init(input: CursesTerminal.Options.Endpoint, output: CursesTerminal.Options.Endpoint) throws {
    let inputStream = try Self.open(input, mode: "r")
    do {
      self.output = try Self.open(output, mode: "w")
    } catch {
      fclose(inputStream)
      throw error
    }
    self.input = inputStream
  }

  /// Closes both streams and their duplicated descriptors.
  func close() {
    fclose(input)
    fclose(output)
  }

  private static func open(
    _ endpoint: CursesTerminal.Options.Endpoint, mode: String
  ) throws -> UnsafeMutablePointer<FILE> {
    let descriptor: Int32
    let name: String
    switch endpoint {
    case .descriptor(let fd):
      name = "file descriptor \(fd)"
      descriptor = fcntl(fd, F_DUPFD_CLOEXEC, 0)
    case .path(let path):
      name = path
      let flags = (mode == "r" ? O_RDONLY : O_WRONLY) | O_NOCTTY | O_CLOEXEC
      descriptor = Glibc.open(path, flags)
    }
    guard descriptor >= 0 else {
      throw CursesTerminalError.cannotOpen(path: name, reason: errorText())
    }
    guard let stream = fdopen(descriptor, mode) else {
      let reason = errorText()
      Glibc.close(descriptor)
      throw CursesTerminalError.cannotOpen(path: name, reason: reason)
    }
    return stream
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}
