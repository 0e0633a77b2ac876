import NavStack

/// Writes a run as an asciicast v2 recording: a header line, then one event a line.
///
/// The format is newline-delimited JSON, which `asciinema play` and `asciinema cat` read: the
/// header `{"version": 2, "width": …, "height": …, "env": {"TERM": …}}` (the terminal the run
/// was drawn on, when the caller names it), then events
/// `[seconds, "o", text]` for output, `[seconds, "r", "WxH"]` for a resize and
/// `[seconds, "m", label]` for a marker. Output is the `AnsiFrameEncoder`'s text for each
/// frame, so only changed rows are sent; a frame of another size is preceded by its resize.
///
/// The writer is pure, lines out, and the caller gives every time, so a replay's cast is the
/// same bytes on every run. Times never go backwards: an earlier time is taken as the last one.
public struct CastWriter: Sendable {
  /// The terminal type the output is written for (it uses 256-colour SGR): the header's
  /// `TERM` when the caller's environment names none, as in a headless replay.
  public static let terminalType = "xterm-256color"

  /// The size the recording starts at, written in the header.
  public let size: Size
  private var encoder: AnsiFrameEncoder
  private var header: String?
  private var currentSize: Size
  private var lastMicroseconds = 0

  /// A recording of a terminal of `size`; `timestamp` (Unix seconds) and `environment`
  /// entries (`TERM`, `SHELL`) go into the header when given.
  public init(
    size: Size, color: Bool = true, timestamp: Int? = nil, environment: [String: String] = [:]
  ) {
    self.size = size
    currentSize = size
    encoder = AnsiFrameEncoder(color: color)
    var entries = environment
    if entries["TERM"]?.isEmpty ?? true { entries["TERM"] = Self.terminalType }
    let env = entries.sorted { $0.key < $1.key }
      .map { Self.json($0.key) + ": " + Self.json($0.value) }
      .joined(separator: ", ")
    var fields = [
      "\"version\": 2", "\"width\": \(size.width)", "\"height\": \(size.height)",
    ]
    if let timestamp { fields.append("\"timestamp\": \(timestamp)") }
    fields.append("\"env\": {\(env)}")
    header = "{" + fields.joined(separator: ", ") + "}"
  }

  /// The header line, handed out once, by this call or the first event.
  public mutating func start() -> [String] {
    defer { header = nil }
    return header.map { [$0] } ?? []
  }

  /// The output event for a frame shown `microseconds` after the start, preceded by a resize
  /// event when its size is new; nothing when the frame changes nothing.
  public mutating func frame(_ canvas: Canvas, at microseconds: Int) -> [String] {
    var lines = start()
    if canvas.size != currentSize {
      lines += resize(to: canvas.size, at: microseconds)
    }
    let text = encoder.encode(canvas)
    if !text.isEmpty { lines.append(event(at: microseconds, code: "o", data: text)) }
    return lines
  }

  /// A resize event; the next frame is written whole.
  public mutating func resize(to size: Size, at microseconds: Int) -> [String] {
    var lines = start()
    guard size != currentSize else { return lines }
    currentSize = size
    encoder.reset()
    lines.append(event(at: microseconds, code: "r", data: "\(size.width)x\(size.height)"))
    return lines
  }

  /// A marker event, such as a replay's `Snapshot`.
  public mutating func marker(_ label: String, at microseconds: Int) -> [String] {
    start() + [event(at: microseconds, code: "m", data: label)]
  }

  private mutating func event(at microseconds: Int, code: String, data: String) -> String {
    lastMicroseconds = max(lastMicroseconds, microseconds)
    return "[\(Self.seconds(lastMicroseconds)), \"\(code)\", \(Self.json(data))]"
  }

  /// Seconds with six decimals, written without floating point so that they are exact.
  static func seconds(_ microseconds: Int) -> String {
    let value = max(0, microseconds)
    let fraction = String(value % 1_000_000)
    return "\(value / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }

  /// A JSON string: quotes, backslashes and every control character escaped, the rest as is.
  static func json(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
