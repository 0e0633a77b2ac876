/// Screens stacked top to bottom in one content area, as SwiftUI's `VStack`.
///
/// Its children's toolbars join the bar (inner first, R20); keys go to the first child that
/// takes them. Text children take the rows they need; the others share what is left.
@MainActor
public final class VStackScreen: Screen {
  /// The children, top to bottom.
  public let content: [Screen]
  /// Which focusable child takes keys; ↑ and ↓ move it when the child does not use them.
  public private(set) var focusIndex: Int?

  /// A stack of `content`; the first focusable child takes keys.
  public init(_ content: [Screen]) {
    self.content = content
    focusIndex = content.firstIndex(where: \.isFocusable)
  }

  public override var isFocusable: Bool { focusIndex != nil }

  /// A stack of the screens given.
  public convenience init(_ content: Screen...) {
    self.init(content)
  }

  public override var children: [Screen] { content }
  public override var isEditingText: Bool { content.contains(where: \.isEditingText) }
  public override var keyCommands: [KeyCommand] { content.flatMap(\.keyCommands) }
  public override var navigationDestinations: [NavigationDestination] {
    content.flatMap(\.navigationDestinations)
  }
  public override var sheets: [SheetDestination] { content.flatMap(\.sheets) }

  /// The rectangle each child is drawn in.
  func frames(in rect: Rect) -> [Rect] {
    var fixed: [Int?] = content.map { child in
      (child as? TextScreen).map { $0.height(forWidth: max(1, rect.width - 2)) }
    }
    let fixedTotal = fixed.compactMap { $0 }.reduce(0, +)
    let flexible = fixed.filter { $0 == nil }.count
    let share = flexible > 0 ? max(0, rect.height - fixedTotal) / flexible : 0
    var y = rect.y
    var frames: [Rect] = []
    for index in content.indices {
      let height = min(fixed[index] ?? share, max(0, rect.maxY - y))
      frames.append(Rect(x: rect.x, y: y, width: rect.width, height: height))
      y += height
      fixed[index] = height
    }
    return frames
  }

  public override func draw(in canvas: inout Canvas, rect: Rect) {
    for (index, (child, frame)) in zip(content, frames(in: rect)).enumerated()
    where !frame.isEmpty {
      child.draw(in: &canvas, rect: frame)
      if index == focusIndex && content.filter(\.isFocusable).count > 1 {
        canvas.restyle(frame.row(0)) { $0.adding(.reverse) }
      }
    }
  }

  public override func handle(_ key: Key) -> Bool {
    if let focusIndex, content[focusIndex].handle(key) { return true }
    if focusIndex == nil, content.contains(where: { $0.handle(key) }) { return true }
    let focusable = content.indices.filter { content[$0].isFocusable }
    guard let current = focusIndex, let position = focusable.firstIndex(of: current) else {
      return false
    }
    switch key {
    case .down, .character("j"):
      guard position + 1 < focusable.count else { return false }
      focusIndex = focusable[position + 1]
    case .up, .character("k"):
      guard position > 0 else { return false }
      focusIndex = focusable[position - 1]
    default:
      return false
    }
    return true
  }

  public override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
    for (child, frame) in zip(content, frames(in: rect)) where frame.contains(event.position) {
      return child.handleMouse(event, in: frame)
    }
    return false
  }
}
