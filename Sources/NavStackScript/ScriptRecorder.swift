import NavStack

/// Turns input events into the lines of a keystroke script (`.keys`) that replays them.
///
/// Recording (`--record`) must give back a script that, replayed from the same start, sends
/// the same events, so the recorder writes only what the script grammar can say exactly:
/// - a key by its `KeyName` (`Down`, `Ctrl+S`), consecutive presses folded (`Down 3`);
/// - printable characters typed in a row as one `Type "…"`, escaped where a character could
///   be misread (quotes, backslashes, controls, marks that would join the quote);
/// - `Resize WxH`, `Click COL ROW`, `Wheel Up|Down COL ROW` and `Paste "…"`.
///
/// Anything the grammar cannot name is left out: a size or a mouse event beyond its limits, a
/// key without a name, a click of another button than the left one. A tab or line
/// break typed as a character is written as the Tab or Enter key `Type` sends for it;
/// terminals deliver those as keys anyway.
///
/// The recorder is pure: events in, lines out. A line is handed out once it is complete, so a
/// caller can write it at once and lose at most the line still being folded.
public struct ScriptRecorder: Sendable {
  /// The comment that opens every recorded script.
  public static let headerComment = "# recorded by navstack"

  /// The line being folded: a key with its count, or a run of typed characters.
  private enum Pending: Sendable {
    case key(Key, count: Int)
    case typed(String)
  }

  private var pending: Pending?
  private var header: [String]

  /// A recorder for a run that starts at `size`; `firstRun` adds `Set FirstRun on`.
  public init(size: Size? = nil, firstRun: Bool = false) {
    header = [Self.headerComment]
    if let size, Self.isScriptable(size) { header.append("Set Size \(size)") }
    if firstRun { header.append("Set FirstRun on") }
  }

  /// The header lines, handed out by the first call to `record` or `finish`.
  public mutating func start() -> [String] {
    defer { header = [] }
    return header
  }

  /// Takes one event; returns the lines it completed (none while a fold goes on).
  public mutating func record(_ event: InputEvent) -> [String] {
    var lines = start()
    switch event {
    case .key(let key):
      lines += record(key)
    case .resize(let size):
      guard Self.isScriptable(size) else { break }
      lines += flush()
      lines.append("Resize \(size)")
    case .mouse(let mouse):
      guard let line = Self.line(for: mouse) else { break }
      lines += flush()
      lines.append(line)
    case .paste(let text):
      lines += flush()
      lines.append("Paste " + ScriptQuote.quoted(text))
    case .focus, .unrecognized:
      break  // nothing acts on them, so a replay needs neither
    }
    return lines
  }

  /// Ends the recording; returns the last lines (the fold still open).
  public mutating func finish() -> [String] {
    start() + flush()
  }

  /// The whole script for `events`, pastes included, one line each, ending with a newline.
  public static func script(for events: [InputEvent], size: Size? = nil, firstRun: Bool = false)
    -> String
  {
    var recorder = ScriptRecorder(size: size, firstRun: firstRun)
    var lines: [String] = []
    for event in events { lines += recorder.record(event) }
    lines += recorder.finish()
    return lines.map { $0 + "\n" }.joined()
  }

  private mutating func record(_ key: Key) -> [String] {
    if case .character(let character) = key {
      let sent = ScriptCommand.keys(typing: String(character))
      guard sent == [key] else { return sent.flatMap { record($0) } }
      if case .typed(let run) = pending, Self.canAppend(character, to: run) {
        pending = .typed(run + String(character))
        return []
      }
      let lines = flush()
      pending = .typed(String(character))
      return lines
    }
    guard KeyName.key(named: KeyName.name(of: key)) == key else { return [] }
    if case .key(let previous, let count) = pending, previous == key,
      count < ScriptParser.maximumRepeatCount
    {
      pending = .key(key, count: count + 1)
      return []
    }
    let lines = flush()
    pending = .key(key, count: 1)
    return lines
  }

  /// The pending line, written out.
  private mutating func flush() -> [String] {
    defer { pending = nil }
    switch pending {
    case .none:
      return []
    case .key(let key, let count):
      let name = KeyName.name(of: key)
      return [count == 1 ? name : "\(name) \(count)"]
    case .typed(let text):
      if text.count == 1, let character = text.first, let key = Self.keyLine(for: character) {
        return [key]
      }
      return ["Type " + ScriptQuote.quoted(text)]
    }
  }

  /// Whether `character` can join `run` and still be typed as a key of its own: a combining
  /// mark or a joiner would merge with the run's last character into one.
  private static func canAppend(_ character: Character, to run: String) -> Bool {
    (run + String(character)).count == run.count + 1
  }

  /// A lone character written as a key line (`q`, `+`), when the script reads it back as the
  /// same key; `#` and `"` would start a comment or a string, so they stay in `Type`.
  private static func keyLine(for character: Character) -> String? {
    guard character != "#", character != "\"" else { return nil }
    if character == " " { return KeyName.name(of: .space) }
    let name = String(character)
    return KeyName.key(named: name) == .character(character) ? name : nil
  }

  /// The line a replay sends `mouse` again with, or nil when the grammar cannot say it.
  private static func line(for mouse: MouseEvent) -> String? {
    guard isScriptable(mouse.position) else { return nil }
    let place = "\(mouse.position.x) \(mouse.position.y)"
    switch mouse.kind {
    case .click: return mouse.button == .left ? "Click \(place)" : nil
    case .wheelUp: return "Wheel Up \(place)"
    case .wheelDown: return "Wheel Down \(place)"
    }
  }

  private static func isScriptable(_ size: Size) -> Bool {
    let range = 1...ScriptParser.maximumDimension
    return range.contains(size.width) && range.contains(size.height)
  }

  private static func isScriptable(_ point: Point) -> Bool {
    let range = 0...(ScriptParser.maximumDimension - 1)
    return range.contains(point.x) && range.contains(point.y)
  }
}
