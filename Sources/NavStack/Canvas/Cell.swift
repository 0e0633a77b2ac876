/// One terminal cell.
///
/// A wide character occupies its cell and the next; the next is marked `isContinuation` and
/// holds no character of its own, so rows stay exactly `width` cells long.
///
/// The character is kept as a plain number rather than a `Character`: a scalar value for the
/// usual one-scalar character, or a tag for a cluster of several scalars held once in
/// `ClusterTable`. A cell is then a trivial 8-byte value, so a frame of 1,920 cells is filled,
/// copied, compared and freed without reference counting: with a `Character` in each cell,
/// retains and releases of those characters were over a third of the instructions per key.
public struct Cell: Sendable {
  /// A Unicode scalar value, or `ClusterTable.firstCode` and above for a cluster.
  @usableFromInline var code: UInt32
  public var style: Style
  public var isContinuation: Bool

  public init(_ character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
    code = ClusterTable.code(of: character)
    self.style = style
    self.isContinuation = isContinuation
  }

  /// A cell holding one scalar, without looking at a `Character`.
  @inlinable
  init(scalar: UInt32, style: Style = .plain, isContinuation: Bool = false) {
    code = scalar
    self.style = style
    self.isContinuation = isContinuation
  }

  public static let blank = Cell()

  public var character: Character {
    get {
      guard code < ClusterTable.firstCode, let scalar = Unicode.Scalar(code) else {
        return ClusterTable.character(for: code)
      }
      return Character(scalar)
    }
    set { code = ClusterTable.code(of: newValue) }
  }

  /// The scalar when the character is a single one, nil for a cluster; what the terminal
  /// backend reads per cell without building a `Character`.
  @inlinable
  public var singleScalar: Unicode.Scalar? {
    code < ClusterTable.firstCode ? Unicode.Scalar(code) : nil
  }

  /// The cells the character takes, as `Character.cellWidth` counts them.
  @inlinable
  var characterWidth: Int {
    code < 0x300 ? 1 : character.cellWidth
  }
}

extension Cell: Hashable {
  /// Equal as the characters are: canonically equivalent characters (`é` and `e` + U+0301)
  /// are the same cell, as they were when cells held a `Character`. Equal codes, or two
  /// scalars below U+0300 (which have no other canonical form), decide without a `Character`.
  @inlinable
  public static func == (lhs: Cell, rhs: Cell) -> Bool {
    guard lhs.style == rhs.style, lhs.isContinuation == rhs.isContinuation else { return false }
    if lhs.code == rhs.code { return true }
    if lhs.code < 0x300 && rhs.code < 0x300 { return false }
    return lhs.character == rhs.character
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(character)
    hasher.combine(style)
    hasher.combine(isContinuation)
  }
}
