/// A coordinator's routes, bound to a window: FlowStacks' `FlowStack($routes)`.
///
/// The routes array is the truth. Assigning a new array (a deep link) reaches that state in one
/// frame: the unchanged prefix stays, with its screens' state; the rest is dismissed or popped,
/// then the new routes are pushed and presented in order (R36). A user's Back or Esc writes the
/// shorter array back.
@MainActor
public struct RoutesBinding {
  let values: @MainActor () -> [Route<AnyHashable>]
  let write: @MainActor (Int) -> Void
  let destination: @MainActor (AnyHashable) -> Screen

  /// Binds `routes`; `destination` makes the screen for each route's value.
  public init<S: Hashable & Sendable>(
    _ routes: Binding<[Route<S>]>, destination: @escaping @MainActor (S) -> Screen
  ) {
    values = {
      routes.wrappedValue.map { route in
        switch route {
        case .push(let screen): return .push(AnyHashable(screen))
        case .sheet(let screen, let withNavigation):
          return .sheet(AnyHashable(screen), withNavigation: withNavigation)
        }
      }
    }
    write = { count in
      let current = routes.wrappedValue
      if count < current.count { routes.wrappedValue = Array(current.prefix(count)) }
    }
    self.destination = { value in
      guard let screen = value.base as? S else { return EmptyScreen() }
      return destination(screen)
    }
  }
}

/// What the window built for one route, to compare with the next routes array.
@MainActor
struct BuiltRoute {
  let route: Route<AnyHashable>
  /// The screen made for it; nil when the push was ignored for want of a stack (R31).
  weak var screen: Screen?
  let wasBuilt: Bool
}

extension Window {
  /// Brings the tree in line with the routes; true when anything changed.
  func reconcileRoutes() -> Bool {
    guard let binding = routesBinding else { return false }
    // A user's pop or dismiss already removed screens: forget what is no longer there.
    while let last = builtRoutes.last, last.wasBuilt,
      last.screen.map({ layerIndex(of: $0) == nil }) ?? true
    {
      builtRoutes.removeLast()
    }
    let routes = binding.values()
    var common = 0
    while common < min(routes.count, builtRoutes.count),
      routes[common] == builtRoutes[common].route
    {
      common += 1
    }
    if common == routes.count && common == builtRoutes.count { return false }
    for built in builtRoutes[common...].reversed() {
      guard let screen = built.screen, let index = layerIndex(of: screen) else { continue }
      if built.route.isPresentation {
        while layers.count > index { layers.removeLast().onDismiss?() }
      } else if let stack = layers[index].stack, let position = stack.index(of: screen) {
        stack.truncate(toCount: position)
      }
    }
    builtRoutes.removeSubrange(common...)
    for index in common..<routes.count {
      builtRoutes.append(build(routes[index], at: index, binding: binding))
    }
    return true
  }

  private func build(_ route: Route<AnyHashable>, at index: Int, binding: RoutesBinding)
    -> BuiltRoute
  {
    let screen = binding.destination(route.screen)
    switch route {
    case .push(let value):
      guard let stack = layers[layers.count - 1].stack else {
        warn("push ignored: the presentation has no navigation stack")
        return BuiltRoute(route: route, screen: nil, wasBuilt: false)
      }
      stack.push(screen, driver: .path(index: index, value: value)) { binding.write(index) }
    case .sheet(_, let withNavigation):
      layers.append(
        PresentationLayer(
          content: .make(for: screen, withNavigation: withNavigation),
          deactivate: { binding.write(index) }))
    }
    return BuiltRoute(route: route, screen: screen, wasBuilt: true)
  }
}
