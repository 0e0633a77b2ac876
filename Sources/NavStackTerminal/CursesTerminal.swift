import CNcurses
import Glibc
import NavStack

/// The real terminal: draws canvases through ncurses and reads keys, clicks and resizes.
///
/// ncurses keeps global state and is not thread-safe, so the type lives on the main actor,
/// where the run loop runs. It starts with `newterm` on explicit streams, so the terminal type
/// and the files are chosen by the caller, and an unusable type is refused before anything is
/// drawn. The terminal is restored by `close()`, and, should the program leave without it, by
/// an `atexit` hook and crash handlers in the C shim. While it is open, standard output and
/// error (when they are the terminal) write to a file whose lines go to the window's log
/// (`OutputCapture`), so a `print` never draws over the screen.
@MainActor
public final class CursesTerminal: Terminal {
  /// The signal (SIGTERM, SIGHUP, SIGINT) that made `nextEvent` return nil, if one did.
  ///
  /// The app can save a draft before the caller calls `close()` and exits.
  public internal(set) var terminatingSignal: Int32?

  let screen: OpaquePointer
  let streams: TerminalStreams
  let encoder: CellEncoder
  /// The last frame written, to send only the cells that changed.
  var previous: Canvas?
  /// Set after a resize or a suspension: the next frame is written whole.
  var needsFullRepaint = true
  /// Whether the cursor is shown; nil until the first frame decides.
  var cursorShown: Bool?
  /// Set once input has ended; `nextEvent` keeps returning nil.
  var inputEnded = false
  /// The one input decoder, with this terminal's terminfo key strings added before it reads
  /// its first bytes (`decoderHasTerminfoKeys`).
  var decoder = InputDecoder()
  /// Whether `decoder` has this terminal's key strings yet.
  ///
  /// They are added when input is first read, not when the terminal is set up: the first frame
  /// does not need them, a replay never reads the terminal, and adding them (the table, its
  /// first use) cost 0.9 of the 28 million instructions of a q-only start.
  var decoderHasTerminfoKeys = false
  /// Events decoded and not yet handed to the app.
  var queuedEvents: [QueuedInput] = []
  /// Whether mouse reports are asked for and delivered (`--no-mouse` turns both off).
  let mouseEnabled: Bool
  /// How long a lone Esc waits for the rest of a sequence, in milliseconds.
  let escapeDelay: Int
  private(set) var isOpen = true
  /// Standard output and error while the screen is taken, or nil when neither is the terminal.
  var capture: OutputCapture?
  /// The captured bytes cut into lines, for `takePrintedLines()`.
  var printedLines = PrintedLines()

  /// Takes the terminal: raw keys, no echo, keypad codes, bracketed paste and the mouse.
  ///
  /// Throws `CursesTerminalError` when the files cannot be opened or the terminal type is not
  /// set, unknown to terminfo, or cannot draw a screen; the terminal is untouched then.
  public init(options: Options = Options()) throws {
    Self.ensureUTF8Locale()
    guard let type = options.terminalType, !type.isEmpty else {
      throw CursesTerminalError.missingTerminalType
    }
    let streams = try TerminalStreams(input: options.input, output: options.output)
    if let problem = Self.problem(withTerminalType: type, output: streams.outputDescriptor) {
      streams.close()
      throw problem
    }
    cnc_install_signal_handlers()
    use_tioctl(true)
    guard let screen = newterm(type, streams.output, streams.input) else {
      cnc_restore_signal_handlers()
      streams.close()
      throw CursesTerminalError.cannotStart(terminalType: type)
    }
    set_term(screen)
    guard cnc_has_cursor_addressing() else {
      endwin()
      delscreen(screen)
      cnc_restore_signal_handlers()
      streams.close()
      throw CursesTerminalError.unusableTerminalType(type, reason: "it cannot move the cursor")
    }
    cnc_set_live_screen(screen)
    self.screen = screen
    self.streams = streams
    mouseEnabled = options.mouse
    escapeDelay = options.escapeDelay
    Self.configureInput()
    Self.resumeOnce()
    cnc_install_resize_handler()
    fflush(streams.output)
    cnc_input_modes_on(streams.outputDescriptor, options.mouse)
    let styles = options.color ? StyleTable.withColor() ?? StyleTable() : StyleTable()
    encoder = CellEncoder(styles: styles)
    capture = OutputCapture(
      redirecting: OutputCapture.descriptors(drawingOn: streams.outputDescriptor))
  }

  isolated deinit {
    close()
  }

  /// The current size of the screen in cells.
  public var size: Size {
    guard isOpen else { return previous?.size ?? Size(width: 0, height: 0) }
    let window = cnc_stdscr()
    return Size(width: Int(cnc_getmaxx(window)), height: Int(cnc_getmaxy(window)))
  }

  /// A real terminal cannot be resized from inside: the size stays the terminal's own.
  public func resize(to size: Size) {}

  /// Gives the terminal back as it was: modes, cursor, main screen, then standard output
  /// and error, with what was printed meanwhile written out after the screen.
  ///
  /// Safe to call twice; the second call does nothing.
  public func close() {
    guard isOpen else { return }
    isOpen = false
    fflush(streams.output)
    cnc_input_modes_off()
    cnc_set_live_screen(nil)
    set_term(screen)
    endwin()
    delscreen(screen)
    releaseCapture()
    streams.close()
    cnc_restore_resize_handler()
    cnc_restore_signal_handlers()
  }

  /// Stops the program as Ctrl+Z does in a shell, and repaints the last frame on `fg`.
  ///
  /// Raw mode delivers Ctrl+Z as a byte, not as SIGTSTP, so the terminal does the shell's
  /// part itself (and does the same for a SIGTSTP sent with `kill`, which the shim turns into
  /// a flag for the input loop): leave curses mode, stop, and on continuing repaint
  /// everything, since the shell has drawn over the screen meanwhile. A stopped program misses
  /// SIGWINCH, so one is raised on continuing: the app hears of a resize only if the size
  /// changed meanwhile.
  public func suspend() {
    guard isOpen else { return }
    fflush(streams.output)
    cnc_input_modes_off()
    endwin()
    kill(getpid(), SIGSTOP)
    cnc_input_modes_on(streams.outputDescriptor, mouseEnabled)
    clearok(cnc_curscr(), true)
    wnoutrefresh(cnc_stdscr())
    doupdate()
    kill(getpid(), SIGWINCH)
  }

  /// Why the terminal type cannot be used, or nil when terminfo knows it.
  private static func problem(
    withTerminalType type: String, output: Int32
  ) -> CursesTerminalError? {
    switch cnc_check_terminal_type(type, output) {
    case 1: return nil
    case 2: return .unusableTerminalType(type, reason: "a hardcopy terminal")
    case -1: return .noTerminfoDatabase(type)
    default: return .unknownTerminalType(type)
    }
  }

  /// Raw keys (Ctrl+C and Ctrl+Z arrive as bytes), no echo, the keypad in application mode.
  ///
  /// In application mode the terminal sends the key strings its terminfo entry lists. ncurses
  /// never reads input here: the bytes go to the decoder, and the shim sets the mouse modes.
  /// So ncurses does not look for typeahead either: it would poll the input several times in
  /// every `doupdate`, and an update it cut short would leave half a frame on the screen
  /// until the next key.
  private static func configureInput() {
    let window = cnc_stdscr()
    typeahead(-1)
    raw()
    noecho()
    nonl()
    keypad(window, true)
    intrflush(window, false)
    leaveok(window, true)
  }

  /// Ends the new screen and takes it up again, before anything is drawn, so that each frame
  /// leaves in one write.
  ///
  /// ncurses 6.4 counts a screen that was never ended and resumed as one a low-level terminfo
  /// program drives, and flushes its output at every cursor move inside `doupdate`
  /// (`_nc_mvcur` in lib_mvcur.c): a frame that changes twenty lines went out in twenty-odd
  /// writes. Coming back from `endwin`, as after Ctrl+Z, it flushes once per `doupdate`.
  /// The screen is blank and nothing of ours is shown yet, so the round trip shows nothing.
  private static func resumeOnce() {
    endwin()
    doupdate()
  }

  /// Makes sure wide characters work: when the locale is still "C", takes the environment's,
  /// and failing that `C.UTF-8`, which every Debian has.
  private static func ensureUTF8Locale() {
    guard isPlainC(setlocale(LC_CTYPE, nil)) else { return }
    if isPlainC(setlocale(LC_ALL, "")) {
      setlocale(LC_ALL, "C.UTF-8")
    }
  }

  private static func isPlainC(_ name: UnsafeMutablePointer<CChar>?) -> Bool {
    guard let name else { return true }
    let text = String(cString: name)
    return text == "C" || text == "POSIX"
  }
}
