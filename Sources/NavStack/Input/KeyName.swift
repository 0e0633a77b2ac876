/// The one table of key names, read by the script parser, the key bar, help and recording.
///
/// Names are those of SPEC §7: `Down`, `Ctrl+S`, `Shift+Tab`, `F1`, `Alt+x`, or a single
/// printable character. Display names are the short forms the key bar shows (`↑`, `Esc`).
public enum KeyName {
  /// Named keys in the order help lists them.
  public static let named: [(name: String, key: Key)] = [
    ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right),
    ("Enter", .enter), ("Esc", .escape), ("Tab", .tab), ("Shift+Tab", .backTab),
    ("Backspace", .backspace), ("Delete", .delete), ("Insert", .insert),
    ("Home", .home), ("End", .end), ("PgUp", .pageUp), ("PgDn", .pageDown),
    ("Space", .space),
  ]

  /// Every name a script may use that is not a single character or a Ctrl/Alt/F combination,
  /// for did-you-mean suggestions.
  public static var allNames: [String] {
    named.map(\.name) + (1...12).map { "F\($0)" } + ["Ctrl+", "Alt+"]
  }

  /// The key a script name stands for, or nil.
  public static func key(named name: some StringProtocol) -> Key? {
    let name = String(name)
    if let found = named.first(where: { $0.name == name }) { return found.key }
    if name.count == 1, let c = name.first, c != " ", Sanitizer.isSafe(c) { return .character(c) }
    if name.hasPrefix("Ctrl+") {
      let rest = name.dropFirst(5)
      guard rest.count == 1, let c = rest.first, c.isASCII, c.isLetter else { return nil }
      return .control(Character(c.lowercased()))
    }
    if name.hasPrefix("Alt+") {
      let rest = name.dropFirst(4)
      guard rest.count == 1, let c = rest.first, Sanitizer.isSafe(c), c != " " else { return nil }
      return .alt(c)
    }
    if name.hasPrefix("F"), let n = Int(name.dropFirst()), (1...12).contains(n) {
      return .function(n)
    }
    return nil
  }

  /// The script name of a key; `key(named: name(of: k)) == k` for every key.
  public static func name(of key: Key) -> String {
    if let found = named.first(where: { $0.key == key }) { return found.name }
    switch key {
    case .function(let n): return "F\(n)"
    case .control(let c): return "Ctrl+\(c.uppercased())"
    case .alt(let c): return "Alt+\(c)"
    case .character(let c): return String(c)
    default: return "?"
    }
  }

  /// The short label the key bar and help show.
  public static func label(of key: Key) -> String {
    switch key {
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .escape: return "Esc"
    case .backTab: return "S-Tab"
    case .control(let c): return "^\(c.uppercased())"
    default: return name(of: key)
    }
  }
}
