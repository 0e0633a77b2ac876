/// Mouse reports: SGR (mode 1006, `CSI < b ; x ; y M` or `m`) and the X10 form
/// (`CSI M` and three bytes, each 32 + the value).
///
/// A press of a button is a click, wheel turns (64, 65) scroll; releases, motion and the
/// sideways wheel are recognised and dropped, since nothing acts on them.
enum MouseReport {
  /// The events of an SGR report, or nil when it is malformed.
  static func sgr(_ numbers: Parameters, pressed: Bool) -> [InputEvent]? {
    guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
    let position = Point(x: numbers[1] - 1, y: numbers[2] - 1)
    return events(button: numbers[0], at: position, pressed: pressed)
  }

  /// The events of an X10 report from its three trailing bytes, or nil when malformed.
  static func x10(_ trailing: [UInt8]) -> [InputEvent]? {
    guard trailing.count == 3, trailing.allSatisfy({ $0 >= 32 }) else { return nil }
    let code = Int(trailing[0]) - 32
    let position = Point(x: max(0, Int(trailing[1]) - 33), y: max(0, Int(trailing[2]) - 33))
    return events(button: code, at: position, pressed: code & 3 != 3 || code & 64 != 0)
  }

  private static func events(button code: Int, at position: Point, pressed: Bool)
    -> [InputEvent]
  {
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    guard pressed, code & 32 == 0 else { return [] }  // a release or motion
    if code & 64 != 0 {
      switch code & 3 {
      case 0: return [.mouse(MouseEvent(.wheelUp, at: position, modifiers: modifiers))]
      case 1: return [.mouse(MouseEvent(.wheelDown, at: position, modifiers: modifiers))]
      default: return []
      }
    }
    let buttons: [MouseEvent.Button] = [.left, .middle, .right]
    guard code & 128 == 0, code & 3 < 3 else { return [] }
    return [
      .mouse(MouseEvent(.click, at: position, button: buttons[code & 3], modifiers: modifiers))
    ]
  }
}
