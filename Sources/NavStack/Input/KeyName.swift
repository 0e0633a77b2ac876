/// The one table of key names, read by the script parser, the key bar, help and recording.
///
/// Names are those of SPEC §7: `Down`, `Ctrl+S`, `Shift+Tab`, `F1`, `Alt+x`, or a single
/// printable character, and any named key with modifiers in front (`Ctrl+Right`,
/// `Shift+Home`, `Ctrl+Alt+Delete`). Display names are the short forms the key bar shows.
public enum KeyName {
  /// Named keys in the order help lists them.
  public static let named: [(name: String, key: Key)] = [
    ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right),
    ("Enter", .enter), ("Esc", .escape), ("Tab", .tab), ("Shift+Tab", .backTab),
    ("Backspace", .backspace), ("Delete", .delete), ("Insert", .insert),
    ("Home", .home), ("End", .end), ("PgUp", .pageUp), ("PgDn", .pageDown),
    ("Space", .space),
  ]

  /// `named` by name.
  package static let namedKeys: [String: Key] = Dictionary(
    named.map { ($0.name, $0.key) }, uniquingKeysWith: { first, _ in first })

  /// The function keys a name can give: F1 to F20 (F13 and up come from vt220-style keyboards).
  public static let functionKeys = 1...20

  /// The modifier prefixes, in the order names write them.
  public static let modifierNames: [(name: String, modifier: KeyModifiers)] = [
    ("Ctrl", .control), ("Alt", .alt), ("Shift", .shift), ("Super", .meta),
  ]

  /// The key a script name stands for, or nil.
  public static func key(named name: some StringProtocol) -> Key? {
    let name = String(name)
    if let found = named.first(where: { $0.name == name }) { return found.key }
    if name.count == 1, let c = name.first, c != " ", Sanitizer.isSafe(c) { return .character(c) }
    if name.hasPrefix("F"), let n = Int(name.dropFirst()), functionKeys.contains(n) {
      return .function(n)
    }
    guard let plus = name.firstIndex(of: "+"), plus != name.startIndex,
      let modifier = modifierNames.first(where: { $0.name == name[..<plus] })?.modifier
    else { return nil }
    let rest = name[name.index(after: plus)...]
    guard !rest.isEmpty, let base = key(named: rest) else { return nil }
    switch (modifier, base) {
    case (.control, .character(let c)) where !(c.isASCII && c.isLetter) && c != " ":
      return nil  // Ctrl+1 has no byte of its own in most terminals
    case (.shift, .character): return nil  // a capital is written as the letter itself
    default: return base.with(modifier)
    }
  }

  /// The script name of a key; `key(named: name(of: k)) == k` for every key a script can name.
  public static func name(of key: Key) -> String {
    if let found = named.first(where: { $0.key == key }) { return found.name }
    switch key {
    case .function(let n): return "F\(n)"
    case .control(let c): return "Ctrl+\(c.uppercased())"
    case .alt(let c): return "Alt+" + name(of: .character(c))
    case .character(let c): return String(c)
    case .modified(let base, let modifiers):
      let prefix = modifierNames.filter { modifiers.contains($0.modifier) }
      return prefix.map { $0.name + "+" }.joined() + name(of: base)
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
