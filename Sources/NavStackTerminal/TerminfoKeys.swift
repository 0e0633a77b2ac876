import CNcurses
import NavStack

/// The terminal's own key strings from terminfo, added to the decoder's built-in forms, so a
/// key that only this terminal sends this way still works.
enum TerminfoKeys {
  /// terminfo capability names and the keys they are, xterm's modified-key extensions included
  /// (`kRIT5` is Ctrl+Right: 5 is xterm's modifier parameter, 1 + Ctrl).
  static var capabilities: [(name: String, key: Key)] {
    var table: [(String, Key)] = [
      ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right),
      ("khome", .home), ("kend", .end), ("kpp", .pageUp), ("knp", .pageDown),
      ("kdch1", .delete), ("kich1", .insert), ("kcbt", .backTab), ("kent", .enter),
    ]
    // Only F1–F12: xterm's kf13 and up are F1–F12 with Shift or Ctrl, which the built-in
    // forms already read as such.
    table += (1...12).map { ("kf\($0)", Key.function($0)) }
    let extended: [(String, Key)] = [
      ("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right), ("kHOM", .home),
      ("kEND", .end), ("kPRV", .pageUp), ("kNXT", .pageDown), ("kDC", .delete), ("kIC", .insert),
    ]
    for (name, key) in extended {
      for parameter in 2...8 {
        let capability = parameter == 2 ? name : "\(name)\(parameter)"  // kUP is Shift+Up
        table.append((capability, key.with(KeyModifiers(xtermParameter: parameter))))
      }
    }
    return table
  }

  /// Adds every key string the current terminal's terminfo entry has to `decoder`.
  static func add(to decoder: inout InputDecoder) {
    for (name, key) in capabilities {
      guard let value = cnc_tigetstr(name) else { continue }
      let bytes = Array(String(cString: value).utf8)
      decoder.add(sequence: bytes, for: key)
    }
  }
}
