/// One column of a `LazyVGrid` or one row of a `LazyHGrid`, as SwiftUI's `GridItem`; sizes and
/// spacing are in points, cells by `CellScale`.
public struct GridItem: Sendable {
  /// How large the column (or row) is.
  public enum Size: Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// A share of the space, within these bounds.
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    /// As many columns (or rows) of at least `minimum` points as fit in its share.
    case adaptive(minimum: Double, maximum: Double = .infinity)
  }

  /// The size.
  public var size: Size
  /// The space to the next item, in points; nil is one column between columns and no row
  /// between rows, as stacks have.
  public var spacing: Double?
  /// Where each view sits in its cell; nil centres it.
  public var alignment: Alignment?

  /// An item of `size`, with `spacing` to the next and its cells' `alignment`.
  public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A grid item worked out in cells: how long it is across, where its views sit, and the gap
/// after it.
struct GridTrack: Equatable {
  var length: Int
  var alignment: Alignment
  var gap: Int
}

extension GridItem {
  /// The tracks `items` make in `space` cells along `axis`.
  ///
  /// Fixed items take their size, flexible ones share what is left within their bounds, and
  /// an adaptive one makes as many tracks of its minimum as fit in its share. With no space
  /// given, each flexible item takes `ideal` cells and an adaptive one makes one track.
  static func tracks(_ items: [GridItem], in space: Int?, along axis: Axis, ideal: Int)
    -> [GridTrack]
  {
    let gaps = items.map { item in
      item.spacing.map { max(0, CellScale.gap($0, along: axis)) } ?? (axis == .horizontal ? 1 : 0)
    }
    let cells = { (points: Double) in CellScale.size(points, along: axis) }
    var lengths: [Int?] = items.map { item in
      if case .fixed(let points) = item.size { return cells(points) }
      return nil
    }
    if let space {
      var remaining = space - lengths.compactMap { $0 }.reduce(0, +)
      remaining -= gaps.dropLast().reduce(0, +)
      // Shares go to the items still open, the tightest bounds settled first.
      var open = items.indices.filter { lengths[$0] == nil }
      while !open.isEmpty {
        let share = max(0, remaining) / open.count
        var settled = false
        for index in open {
          let (minimum, maximum) = items[index].bounds(cells)
          if share < minimum || share > maximum {
            lengths[index] = share < minimum ? minimum : maximum
            remaining -= lengths[index] ?? 0
            settled = true
          }
        }
        open = open.filter { lengths[$0] == nil }
        if settled { continue }
        for (offset, index) in open.enumerated() {
          lengths[index] = share + (offset < max(0, remaining) % open.count ? 1 : 0)
        }
        open = []
      }
    }
    var tracks: [GridTrack] = []
    for (index, item) in items.enumerated() {
      let length = lengths[index] ?? ideal
      let alignment = item.alignment ?? .center
      guard case .adaptive(let minimum, let maximum) = item.size, space != nil else {
        tracks.append(GridTrack(length: length, alignment: alignment, gap: gaps[index]))
        continue
      }
      // Adaptive: as many tracks of the minimum as fit, sharing the item's length.
      let least = cells(minimum)
      let most = maximum.isInfinite ? unboundedExtent : cells(maximum)
      let gap = gaps[index]
      let count = max(1, (length + gap) / max(1, least + gap))
      let each = min(most, max(0, length - gap * (count - 1)) / count)
      for number in 0..<count {
        tracks.append(
          GridTrack(
            length: each, alignment: alignment, gap: number == count - 1 ? gaps[index] : gap))
      }
    }
    return tracks
  }

  /// The bounds of an item's share, in cells.
  private func bounds(_ cells: (Double) -> Int) -> (Int, Int) {
    switch size {
    case .fixed(let points): return (cells(points), cells(points))
    case .flexible(let minimum, let maximum):
      return (cells(minimum), maximum.isInfinite ? unboundedExtent : cells(maximum))
    case .adaptive(let minimum, _):
      // The maximum bounds each track the item makes, not the item's share.
      return (cells(minimum), unboundedExtent)
    }
  }
}
