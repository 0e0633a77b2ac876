import FoundationEssentials
import NavStack
import NavStackScript

/// The files a run writes besides the library: the `--record` script and the `--cast`.
///
/// Both are opened before the terminal is taken, so a path that cannot be written stops the
/// run with one line and status 2 while the screen is still the user's; so does a file that
/// exists, unless `--overwrite` says it may be replaced. An interactive run
/// wraps its terminal (`RecordingTerminal`, `CastingTerminal`); a replay writes its cast from
/// the replayer's frames (`ReplayCast`). A write that fails later is reported after the
/// terminal is given back.
@MainActor
final class RunOutputs {
  private let script: OutputFile?
  private let cast: OutputFile?
  private let color: Bool
  /// Whether a replay draws into memory, where no terminal type is in play (`--headless`).
  private let headless: Bool
  private var recording: RecordingTerminal?
  private var replayCast: ReplayCast?
  /// The program's name, which starts each message.
  private let program: String

  private init(script: OutputFile?, cast: OutputFile?, options: RunOptions, program: String) {
    self.script = script
    self.cast = cast
    color = options.color
    headless = options.headless
    self.program = program
  }

  /// Why the files cannot be opened, as the one line the app prints.
  public struct Failure: Error, Equatable {
    /// `PROGRAM: REASON`.
    public var message: String
  }

  /// Opens the files the options name, or says why one cannot be written.
  ///
  /// `inputs` are the files the run reads (the library, the replayed script), by what they
  /// are: an output on one of them would empty it, so that is refused before anything opens.
  public static func open(
    _ options: RunOptions, inputs: [(what: String, path: String)], program: String
  ) -> Result<RunOutputs, Failure> {
    if let clash = clash(options, inputs: inputs) {
      return .failure(Failure(message: "\(program): \(clash)"))
    }
    do throws(OutputFile.Failure) {
      let replacing = options.overwrite
      let script = try options.recordScript.map { path throws(OutputFile.Failure) in
        try OutputFile(path: path, replacing: replacing)
      }
      let cast = try options.castFile.map { path throws(OutputFile.Failure) in
        try OutputFile(path: path, replacing: replacing)
      }
      return .success(RunOutputs(script: script, cast: cast, options: options, program: program))
    } catch {
      guard error.reason == OutputFile.exists else {
        return .failure(Failure(message: "\(program): \(error)"))
      }
      let flag = error.path == options.recordScript ? "--record" : "--cast"
      return .failure(
        Failure(
          message: "\(program): \(flag) \(error.path): the file exists; "
            + "add --overwrite to replace it"))
    }
  }

  /// Why two of the files would be the same one, or nil when they are all distinct.
  private static func clash(_ options: RunOptions, inputs: [(what: String, path: String)])
    -> String?
  {
    let outputs = [("--record", options.recordScript), ("--cast", options.castFile)]
      .compactMap { flag, path in path.map { (flag, $0) } }
    // Resolving paths costs file system calls and URL work on every start: only when needed.
    guard !outputs.isEmpty else { return nil }
    var seen = inputs.map { (what: $0.what, path: resolved($0.path)) }
    for (flag, path) in outputs {
      if let earlier = seen.first(where: { $0.path == resolved(path) }) {
        return "\(flag) \(path) is \(earlier.what); choose another file"
      }
      seen.append((what: "the \(flag) file", path: resolved(path)))
    }
    return nil
  }

  /// The path with symbolic links and `.`/`..` resolved, to compare two spellings of a file.
  private static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// Whether the run must start as a replay does (no restored path, no draft offer), so that
  /// the recorded script replays to the same screen.
  public var startsAsReplay: Bool { script != nil }

  /// The terminal an interactive run uses: `terminal`, wrapped for each file asked for.
  public func wrap(
    _ terminal: any Terminal, firstRun: Bool, environment: [String: String]
  ) -> any Terminal {
    var wrapped = terminal
    if let cast {
      var extra: [String: String] = [:]
      for name in ["TERM", "SHELL"] {
        if let value = environment[name], !value.isEmpty { extra[name] = value }
      }
      wrapped = CastingTerminal(
        wrapping: wrapped, color: color, timestamp: Int(Date().timeIntervalSince1970),
        environment: extra, output: { cast.write(lines: $0) })
    }
    if let script {
      let recording = RecordingTerminal(
        wrapping: wrapped, firstRun: firstRun, output: { script.write(lines: $0) })
      self.recording = recording
      wrapped = recording
    }
    return wrapped
  }

  /// The frame observer that writes a replay's cast, or nil without `--cast`.
  ///
  /// A replay drawn on the terminal records its `TERM`; a headless one has no terminal, and
  /// its cast names the type its output is written for, the same on every run.
  public func frameObserver(for keyScript: KeyScript, environment: [String: String])
    -> Replayer.FrameObserver?
  {
    guard let cast else { return nil }
    var extra: [String: String] = [:]
    if !headless, let type = environment["TERM"], !type.isEmpty { extra["TERM"] = type }
    replayCast = ReplayCast(script: keyScript, color: color, environment: extra)
    return { [weak self] frame in
      guard let self, var writer = self.replayCast else { return }
      cast.write(lines: writer.frame(frame))
      self.replayCast = writer
    }
  }

  /// Ends the replay's cast with the markers of the snapshots checked after the last frame.
  public func finishReplay(_ result: ReplayResult) {
    guard let cast, var writer = replayCast else { return }
    cast.write(lines: writer.finish(snapshotCount: result.snapshotCount))
    replayCast = writer
  }

  /// Finishes and closes the files; the message of the first failed write, if one failed.
  public func close() -> String? {
    recording?.finish()
    var failures: [String] = []
    for file in [script, cast].compactMap({ $0 }) {
      file.close()
      if let failure = file.failure { failures.append("\(program): \(failure)") }
    }
    return failures.isEmpty ? nil : failures.joined(separator: "\n")
  }
}
