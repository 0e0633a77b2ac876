/// One terminal cell.
///
/// A wide character occupies its cell and the next; the next is marked `isContinuation` and
/// holds no character of its own, so rows stay exactly `width` cells long.
///
/// A cell is packed into one 64-bit word: the character's code, the style and the continuation
/// flag. The code is the scalar value of a one-scalar character, or a number naming a cluster
/// of several scalars that `ClusterTable` holds. A frame of 1,920 cells is then filled, copied,
/// compared and freed as plain memory: with a `Character` in each cell, reference counting of
/// those characters took over a third of the instructions per key, and comparing two frames
/// in the terminal backend cost 27 instructions a cell instead of about 3.
public struct Cell: Sendable {
  /// Bits 0–31 the code, 32–39 the attributes, 40–47 the role, 48 the continuation flag.
  @usableFromInline var bits: UInt64

  /// A cell showing `character` in `style`; a continuation cell is the right half of a wide character.
  public init(_ character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
    self.init(code: ClusterTable.code(of: character), style: style, isContinuation: isContinuation)
  }

  /// A cell holding one scalar, or a cluster's code, without looking at a `Character`.
  @inlinable
  init(code: UInt32, style: Style = .plain, isContinuation: Bool = false) {
    bits =
      UInt64(code) | UInt64(style.attributes.rawValue) << 32 | UInt64(style.role.rawValue) << 40
      | (isContinuation ? 1 << 48 : 0)
  }

  /// A space in the plain style.
  public static let blank = Cell()

  /// The scalar value, or at and above `ClusterTable.firstCode` the number of a cluster.
  @inlinable
  public var code: UInt32 { UInt32(truncatingIfNeeded: bits) }

  /// The character shown, a whole grapheme cluster.
  public var character: Character {
    get {
      guard let scalar = singleScalar else { return ClusterTable.character(for: code) }
      return Character(scalar)
    }
    set {
      self = Cell(
        code: ClusterTable.code(of: newValue), style: style, isContinuation: isContinuation)
    }
  }

  /// The attributes and colour role the cell is drawn with.
  public var style: Style {
    get {
      Style(
        Style.Attributes(rawValue: UInt8(truncatingIfNeeded: bits >> 32)),
        role: Style.Role(rawValue: UInt8(truncatingIfNeeded: bits >> 40)) ?? .plain)
    }
    set { self = Cell(code: code, style: newValue, isContinuation: isContinuation) }
  }

  /// The style's role and attribute bits as stored, for a table indexed by style.
  ///
  /// What the terminal backend reads per cell: building a `Style` means a call into this
  /// module and a check of the role, for every cell of every changed row.
  @inlinable
  public var rawStyle: (role: UInt8, attributes: UInt8) {
    (UInt8(truncatingIfNeeded: bits >> 40), UInt8(truncatingIfNeeded: bits >> 32))
  }

  /// Whether this is the second cell of a wide character, which draws nothing of its own.
  public var isContinuation: Bool {
    @inlinable get { bits & (1 << 48) != 0 }
    set { bits = newValue ? bits | (1 << 48) : bits & ~(1 << 48) }
  }

  /// The scalar when the character is a single one, nil for a cluster; what the terminal
  /// backend reads per cell without building a `Character`.
  @inlinable
  public var singleScalar: Unicode.Scalar? {
    code < ClusterTable.firstCode ? Unicode.Scalar(code) : nil
  }

  /// The cells the character takes, as `Character.cellWidth` counts them.
  var characterWidth: Int {
    code < 0x300 ? 1 : character.cellWidth
  }

  /// Whether the two cells are the same bits: same scalars, style and flag.
  ///
  /// Stricter than `==`, which also matches canonically equivalent characters; what a
  /// terminal diff needs.
  @inlinable
  public func isIdentical(to other: Cell) -> Bool {
    bits == other.bits
  }
}

extension Cell: Hashable {
  /// Equal as the characters are, as when cells held a `Character`.
  ///
  /// Canonically equivalent characters (`é` and `e` + U+0301) are the same cell. Equal bits,
  /// or two scalars below U+0300 (which have no other canonical form), decide without
  /// building a `Character`.
  @inlinable
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    if lhs.bits == rhs.bits { return true }
    guard lhs.bits >> 32 == rhs.bits >> 32 else { return false }
    if lhs.code < 0x300 && rhs.code < 0x300 { return false }
    return lhs.character == rhs.character
  }

  /// Hashes what equality compares: the character, the style and the continuation flag.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(character)
    hasher.combine(style)
    hasher.combine(isContinuation)
  }
}
