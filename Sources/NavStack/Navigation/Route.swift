/// One step of a coordinator's routes, as FlowStacks' `Route`: a push, or a sheet that may hold
/// a stack of its own.
public enum Route<Screen: Hashable>: Hashable {
  case push(Screen)
  case sheet(Screen, withNavigation: Bool)

  /// The screen this step shows.
  public var screen: Screen {
    switch self {
    case .push(let screen), .sheet(let screen, _): return screen
    }
  }

  /// Whether this step presents a sheet rather than pushing.
  public var isPresentation: Bool {
    if case .sheet = self { return true }
    return false
  }
}

extension Route: Sendable where Screen: Sendable {}

/// Routes save and restore when their screens are Codable (R37).
extension Route: Codable where Screen: Codable {
  private enum CodingKeys: String, CodingKey { case push, sheet, withNavigation }

  /// Reads a route written by `encode(to:)`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let screen = try container.decodeIfPresent(Screen.self, forKey: .push) {
      self = .push(screen)
    } else {
      let screen = try container.decode(Screen.self, forKey: .sheet)
      let withNavigation = try container.decodeIfPresent(Bool.self, forKey: .withNavigation)
      self = .sheet(screen, withNavigation: withNavigation ?? false)
    }
  }

  /// Writes the route as `{"push": screen}` or `{"sheet": screen, "withNavigation": bool}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .push(let screen): try container.encode(screen, forKey: .push)
    case .sheet(let screen, let withNavigation):
      try container.encode(screen, forKey: .sheet)
      try container.encode(withNavigation, forKey: .withNavigation)
    }
  }
}

/// The coordinator's navigation operations, as plain mutations of the routes array (R35, R38).
extension Array {
  /// Pushes a screen.
  public mutating func push<S>(_ screen: S) where Element == Route<S> {
    append(.push(screen))
  }

  /// Presents a sheet.
  public mutating func presentSheet<S>(_ screen: S, withNavigation: Bool = false)
  where Element == Route<S> {
    append(.sheet(screen, withNavigation: withNavigation))
  }

  /// Removes the last `count` routes of any kind.
  public mutating func goBack<S>(_ count: Int = 1) where Element == Route<S> {
    removeLast(Swift.min(Swift.max(0, count), self.count))
  }

  /// Empties the routes; a no-op when already empty.
  public mutating func goBackToRoot<S>() where Element == Route<S> {
    removeAll()
  }

  /// Goes back to the topmost route whose screen matches; false and unchanged when none does.
  @discardableResult
  public mutating func goBackTo<S>(where matches: (S) -> Bool) -> Bool
  where Element == Route<S> {
    guard let index = lastIndex(where: { matches($0.screen) }) else { return false }
    removeSubrange((index + 1)...)
    return true
  }

  /// Pops `count` pushes; false and unchanged unless the last `count` routes are all pushes.
  @discardableResult
  public mutating func pop<S>(_ count: Int = 1) -> Bool where Element == Route<S> {
    guard count >= 0, count <= self.count, suffix(count).allSatisfy({ !$0.isPresentation })
    else { return false }
    removeLast(count)
    return true
  }

  /// Dismisses the top `count` presented layers, with everything pushed inside them; false and
  /// unchanged when fewer are presented.
  @discardableResult
  public mutating func dismiss<S>(_ count: Int = 1) -> Bool where Element == Route<S> {
    let sheets = indices.filter { self[$0].isPresentation }
    guard count >= 1, sheets.count >= count else { return false }
    removeSubrange(sheets[sheets.count - count]...)
    return true
  }

  /// Replaces the top screen with `screen` in one update, drawn as a push (R38).
  public mutating func popAndPush<S>(_ screen: S) where Element == Route<S> {
    if let last, !last.isPresentation { removeLast() }
    append(.push(screen))
  }
}
