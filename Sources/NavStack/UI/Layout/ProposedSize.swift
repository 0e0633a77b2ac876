/// The space a container offers a child, in cells; nil asks for the child's ideal size.
struct ProposedSize: Hashable {
  var width: Int?
  var height: Int?

  static let ideal = ProposedSize(width: nil, height: nil)

  init(width: Int?, height: Int?) {
    self.width = width
    self.height = height
  }

  init(_ size: Size) {
    width = size.width
    height = size.height
  }

  /// The proposal with nil replaced by `fallback`.
  func replacingUnspecified(with fallback: Size) -> Size {
    Size(width: width ?? fallback.width, height: height ?? fallback.height)
  }
}

/// A very large proposal, for asking how far a child would grow.
let unboundedExtent = 1 << 20
