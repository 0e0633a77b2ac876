import Foundation

/// Runs a program to its end with `posix_spawn` and `waitpid`, output going to files.
///
/// Foundation's `Process` can wait forever on Linux when several tests start programs at once
/// (and `tmux new-session` forks a server that outlives its client). Spawning directly also
/// lets the child start with no blocked signals and default handlers: the test runner's
/// threads block signals, and a child inheriting that mask would never see SIGTERM.
enum Subprocess {
  /// Why a program could not be run to its end.
  enum Failure: Error, CustomStringConvertible {
    case cannotSpawn(String, Int32)
    case timedOut(String)

    var description: String {
      switch self {
      case .cannotSpawn(let program, let code):
        return "cannot start \(program): \(String(cString: strerror(code)))"
      case .timedOut(let program): return "\(program) did not finish in time; it was killed"
      }
    }
  }

  /// Runs a program to its end and returns its exit status.
  ///
  /// Standard input is /dev/null; standard output and error go to the files given. The
  /// program leads a session of its own, so it has no controlling terminal either: an app run
  /// from tests started in a terminal must not take that terminal (`/dev/tty`). A program
  /// killed by a signal returns 128 + the signal, as a shell reports it.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String],
    output: String, errors: String, deadline: Duration
  ) async throws -> Int32 {
    let pid = try spawn(executable, arguments, environment, output: output, errors: errors)
    let end = ContinuousClock.now.advanced(by: deadline)
    while true {
      if let status = try reap(pid, executable, killAfter: end) { return status }
      try await Task.sleep(for: .milliseconds(5))
    }
  }

  /// The same, waiting without suspending: for quick commands (tmux's), and in `deinit`.
  static func runBlocking(
    _ executable: String, _ arguments: [String], environment: [String: String],
    output: String, errors: String, deadline: Duration = .seconds(10)
  ) throws -> Int32 {
    let pid = try spawn(executable, arguments, environment, output: output, errors: errors)
    let end = ContinuousClock.now.advanced(by: deadline)
    while true {
      if let status = try reap(pid, executable, killAfter: end) { return status }
      usleep(1_000)
    }
  }

  /// The exit status once the child has ended, nil while it runs; kills it after `end`.
  static func reap(
    _ pid: pid_t, _ executable: String, killAfter end: ContinuousClock.Instant
  ) throws -> Int32? {
    var status: Int32 = 0
    let reaped = waitpid(pid, &status, WNOHANG)
    if reaped == 0 || (reaped < 0 && errno == EINTR) {
      guard ContinuousClock.now >= end else { return nil }
      kill(pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
      throw Failure.timedOut(executable)
    }
    if reaped < 0 { throw Failure.cannotSpawn(executable, errno) }
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  private static func spawn(
    _ executable: String, _ arguments: [String], _ environment: [String: String],
    output: String, errors: String
  ) throws -> pid_t {
    try spawn(executable, arguments, environment: environment, newSession: true) { actions in
      let create = O_WRONLY | O_CREAT | O_TRUNC
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, output, create, 0o644)
      posix_spawn_file_actions_addopen(&actions, 2, errors, create, 0o644)
    }
  }

  /// Starts a program whose standard files `files` sets up; returns its pid without waiting.
  ///
  /// With `newSession`, the child leads a session of its own (`setsid`) before its files are
  /// opened, so a terminal it opens becomes its controlling terminal, as a login shell's does.
  static func spawn(
    _ executable: String, _ arguments: [String], environment: [String: String],
    newSession: Bool = false, files: (inout posix_spawn_file_actions_t) -> Void
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    files(&actions)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    if newSession { flags |= Self.spawnSetsid }
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard code == 0 else { throw Failure.cannotSpawn(executable, code) }
    return pid
  }

  /// glibc's `POSIX_SPAWN_SETSID` (since 2.26), which Swift does not import.
  private static let spawnSetsid: Int32 = 0x80
}
