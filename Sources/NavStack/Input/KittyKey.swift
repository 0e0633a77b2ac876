/// kitty's keyboard protocol (`CSI code[:shifted[:base]] ; mods[:event] [; text] u`) and the
/// key codes it shares with xterm's modifyOtherKeys.
enum KittyKey {
  /// The key a `CSI … u` report names; nil for a release, or a key NavStack has no name for
  /// (a lone modifier, Caps Lock, media keys): those are recognised and dropped.
  static func key(_ numbers: Parameters) -> Key? {
    guard numbers.sub(1, 1) != 3 else { return nil }  // a release
    var modifiers = numbers.modifiers(at: 1)
    var code = numbers[0]
    if modifiers.contains(.shift), let shifted = numbers.sub(0, 1), shifted > 0 {
      code = shifted
      modifiers.remove(.shift)
    } else if modifiers.contains(.shift), (0x61...0x7A).contains(code) {
      code -= 0x20
      modifiers.remove(.shift)
    }
    return base(code: code)?.with(modifiers)
  }

  /// The key of a code point or one of kitty's functional-key codes.
  static func base(code: Int) -> Key? {
    switch code {
    case 9: return .tab
    case 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case 57_399...57_408:
      return .character(Character(Unicode.Scalar(UInt8(0x30 + code - 57_399))))
    case 57_376...57_383: return .function(code - 57_376 + 13)
    default:
      if let key = functional[code] { return key }
      guard code >= 0x20, code < 57_344 || code > 63_743,
        let scalar = Unicode.Scalar(UInt32(clamping: code))
      else { return nil }
      let character = Character(scalar)
      return Sanitizer.isSafe(character) ? .character(character) : nil
    }
  }

  /// kitty's private-use codes for keypad and other keys NavStack names.
  private static let functional: [Int: Key] = [
    57_409: .character("."), 57_410: .character("/"), 57_411: .character("*"),
    57_412: .character("-"), 57_413: .character("+"), 57_414: .enter, 57_415: .character("="),
    57_417: .left, 57_418: .right, 57_419: .up, 57_420: .down, 57_421: .pageUp,
    57_422: .pageDown, 57_423: .home, 57_424: .end, 57_425: .insert, 57_426: .delete,
  ]
}
