import CNcurses
import NavStack

/// Every `Style` turned into ncurses attributes and a colour pair, computed once.
///
/// There are only roles × attribute sets of styles, so a flat table indexed by both makes the
/// per-cell look-up in `present` a single array read. With colour off the table ignores roles
/// entirely: no pair is ever set, so no colour escape is ever sent.
struct StyleTable {
  private(set) var entries: [(attributes: attr_t, pair: Int16)]
  private static let attributeCombinations = 16

  /// A table without colour: attributes only.
  init() {
    let roles = Style.Role.allCases
    entries = Array(repeating: (cnc_a_normal(), 0), count: roles.count * Self.attributeCombinations)
    for role in roles {
      for bits in 0..<Self.attributeCombinations {
        let attributes = Style.Attributes(rawValue: UInt8(bits))
        entries[Self.index(role, bits)] = (Self.attributes(attributes), 0)
      }
    }
  }

  /// Starts colour on the current screen when the terminal has it; nil when it has not.
  ///
  /// The corresponding ncurses calls are `start_color`, `use_default_colors` and `init_pair`.
  static func withColor() -> StyleTable? {
    guard has_colors(), start_color() == OK else { return nil }
    let roles = Style.Role.allCases
    guard cnc_colors() >= 8, cnc_color_pairs() > roles.count else { return nil }
    let hasDefaults = use_default_colors() == OK
    let rich = cnc_colors() >= 256
    let white = Int16(COLOR_WHITE)
    let black = Int16(COLOR_BLACK)
    var table = StyleTable()
    for role in roles {
      guard let entry = rich ? Theme.rich(role) : Theme.basic(role) else { continue }
      var pair: Int16 = 0
      if entry.foreground >= 0 || entry.background >= 0 {
        pair = Int16(role.rawValue) + 1
        let foreground = hasDefaults || entry.foreground >= 0 ? entry.foreground : white
        let background = hasDefaults || entry.background >= 0 ? entry.background : black
        if init_pair(pair, foreground, background) != OK { pair = 0 }
      }
      for bits in 0..<attributeCombinations {
        var attributes = Style.Attributes(rawValue: UInt8(bits)).union(entry.extra)
        if entry.replacesReverse && pair != 0 { attributes.remove(.reverse) }
        table.entries[index(role, bits)] = (Self.attributes(attributes), pair)
      }
    }
    return table
  }

  /// Where the style of `cell` sits in `entries`, read from its bits; a role this table does
  /// not know is plain, as `Cell.style` reads it.
  @inline(__always)
  func index(ofStyleOf cell: Cell) -> Int {
    let raw = cell.rawStyle
    let bits = Int(raw.attributes & 0xF)
    let index = Int(raw.role) * Self.attributeCombinations + bits
    return index < entries.count ? index : Self.index(.plain, bits)
  }

  private static func index(_ role: Style.Role, _ bits: Int) -> Int {
    Int(role.rawValue) * attributeCombinations + bits
  }

  private static func attributes(_ set: Style.Attributes) -> attr_t {
    var result = cnc_a_normal()
    if set.contains(.reverse) { result |= cnc_a_reverse() }
    if set.contains(.bold) { result |= cnc_a_bold() }
    if set.contains(.dim) { result |= cnc_a_dim() }
    if set.contains(.underline) { result |= cnc_a_underline() }
    return result
  }
}
