import Foundation

/// A program run on a pseudo-terminal of its own, with every byte it writes kept.
///
/// tmux shows what a terminal made of the output, never the bytes themselves; the colour and
/// hostile-text checks need those bytes, and the mouse tests need to send input exactly as a
/// terminal does, which tmux's `send-keys` cannot. The program leads its own session with the
/// pseudo-terminal as its controlling terminal, as it would under a terminal emulator.
///
/// Output is read only while a wait runs, and every wait reads; the program can write no more
/// than the kernel buffers between waits, which a full screen never exceeds.
final class PseudoTerminal {
  /// Why the pseudo-terminal could not be made.
  enum Failure: Error, CustomStringConvertible {
    case failed(String, Int32)

    var description: String {
      switch self {
      case .failed(let call, let code):
        return "pseudo-terminal: \(call) failed: \(String(cString: strerror(code)))"
      }
    }
  }

  /// Every byte the program has written so far (as of the last wait).
  private(set) var output: [UInt8] = []
  private let pid: pid_t
  private let master: Int32
  private var status: Int32?

  /// Starts `executable` on a new pseudo-terminal of `width`×`height` cells.
  init(
    _ executable: String, _ arguments: [String], environment: [String: String],
    width: Int = 80, height: Int = 24
  ) throws {
    // What posix_openpt, grantpt and unlockpt do on Linux, which Swift's Glibc lacks. Closed
    // on exec from the start: other tests start programs meanwhile, which must not keep it.
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
    guard master >= 0 else { throw Failure.failed("open /dev/ptmx", errno) }
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard ioctl(master, Self.setLock, &unlock) == 0, ioctl(master, Self.number, &number) == 0
    else {
      let code = errno
      Glibc.close(master)
      throw Failure.failed("unlocking the pseudo-terminal", code)
    }
    var size = winsize(
      ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    let terminal = "/dev/pts/\(number)"
    do {
      pid = try Subprocess.spawn(
        executable, arguments, environment: environment, newSession: true
      ) { actions in
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
      }
    } catch {
      Glibc.close(master)
      throw error
    }
    self.master = master
  }

  /// `TIOCSPTLCK` and `TIOCGPTN` from <asm-generic/ioctls.h>: `_IOW('T', 0x31, int)` and
  /// `_IOR('T', 0x30, unsigned int)`, function-like macros Swift does not import.
  private static let setLock: UInt = 0x4004_5431
  private static let number: UInt = 0x8004_5430

  /// Kills the program if it still runs, and gives the pseudo-terminal back.
  deinit {
    if status == nil {
      kill(pid, SIGKILL)
      var ignored: Int32 = 0
      _ = waitpid(pid, &ignored, 0)
    }
    Glibc.close(master)
  }

  /// Types `text` as a terminal sends it: its UTF-8 bytes, escape sequences included.
  func send(_ text: String) async throws {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if written > 0 {
        bytes = bytes.dropFirst(written)
      } else if written < 0 && errno != EAGAIN && errno != EINTR {
        throw Failure.failed("write", errno)
      } else {
        drain()
        try await Task.sleep(for: .milliseconds(5))
      }
    }
  }

  /// Types `key` and waits for the app to draw its answer; returns false when nothing was
  /// drawn before the deadline (a key the app ignores).
  @discardableResult
  func press(_ key: String) async throws -> Bool {
    let offset = output.count
    try await send(key)
    return try await waitForQuiet(after: offset)
  }

  /// Waits until the output written from `offset` on contains `text`; returns whether it did.
  func waitForText(_ text: String, after offset: Int = 0) async throws -> Bool {
    let wanted = Array(text.utf8)
    return try await waitForOutput { output in
      output[min(offset, output.count)...].firstRange(of: wanted) != nil
    }
  }

  /// Waits until output has come after `offset` and then stopped for a moment.
  ///
  /// That is the app having drawn its answer to a key. Returns false when nothing came
  /// before the deadline.
  func waitForQuiet(after offset: Int) async throws -> Bool {
    guard try await waitForOutput({ $0.count > offset }) else { return false }
    var seen = output.count
    // Output that never pauses (a program drawing without end) fails at the deadline.
    let end = ContinuousClock.now.advanced(by: TmuxSession.deadline)
    while ContinuousClock.now < end {
      try await Task.sleep(for: .milliseconds(150))
      drain()
      if output.count == seen { return true }
      seen = output.count
    }
    return false
  }

  /// Waits until `condition` holds on all output so far; false at the deadline or once the
  /// program has ended without it holding.
  func waitForOutput(_ condition: ([UInt8]) -> Bool) async throws -> Bool {
    let end = ContinuousClock.now.advanced(by: TmuxSession.deadline)
    while ContinuousClock.now < end {
      drain()
      if condition(output) { return true }
      if try exitStatus() != nil {
        drain()
        return condition(output)
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    return false
  }

  /// Waits for the program to end and returns its exit status, nil at the deadline.
  ///
  /// A program killed by a signal returns 128 + the signal; one still running is killed when
  /// the terminal is released.
  func waitForExit() async throws -> Int32? {
    let end = ContinuousClock.now.advanced(by: TmuxSession.deadline)
    while ContinuousClock.now < end {
      drain()
      if let status = try exitStatus() {
        drain()
        return status
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    return nil
  }

  /// How many write calls the program has made so far, as the kernel counts them
  /// (`syscw` in `/proc/PID/io`); nil once it has ended.
  func writeCalls() -> Int? {
    guard status == nil,
      let text = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("syscw:") })
    else { return nil }
    return Int(line.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces))
  }

  /// The program's exit status once it has ended, nil while it runs.
  private func exitStatus() throws -> Int32? {
    if let status { return status }
    status = try Subprocess.reap(pid, "navstack", killAfter: .now.advanced(by: .seconds(3600)))
    return status
  }

  /// Reads whatever the program has written and the kernel holds.
  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(master, &buffer, buffer.count)
      if count > 0 {
        output.append(contentsOf: buffer[..<count])
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
