/// The live state of one navigation stack: its screens from the root up.
///
/// Each pushed entry remembers what drove it — a destination declared by the screen below, or
/// an explicit push — so that reconciling state pops exactly the pushes whose state went away.
@MainActor
final class NavigationStackModel {
  /// What pushed an entry, so reconciling touches only what state drives.
  enum Driver: Hashable {
    case explicit
    /// A destination declared by the screen below, with its identity.
    case destination(DestinationIdentity)
    /// Element `index` of the path binding, with its value.
    case path(index: Int, value: AnyHashable)
  }

  struct Entry {
    let screen: Screen
    let driver: Driver
    /// Writes nil, false or a shorter path back to the driving state when the user pops it.
    let deactivate: (@MainActor () -> Void)?
  }

  private(set) var entries: [Entry]
  /// Made by `NavigationIfNeeded` around bare content, not declared by the app.
  let isAutomatic: Bool

  init(root: Screen, isAutomatic: Bool = false) {
    entries = [Entry(screen: root, driver: .explicit, deactivate: nil)]
    self.isAutomatic = isAutomatic
  }

  /// The path binding, declared on the stack (SwiftUI's `NavigationStack(path:)`).
  var path: NavigationPathBinding?

  var root: Screen { entries[0].screen }
  var top: Screen { entries[entries.count - 1].screen }
  var count: Int { entries.count }
  /// The screens from the root up.
  ///
  /// A plain loop: a closure here is checked at run time for running on the main actor,
  /// which costs more than the copy, and this runs several times per event.
  var screens: [Screen] {
    var screens: [Screen] = []
    screens.reserveCapacity(entries.count)
    for entry in entries { screens.append(entry.screen) }
    return screens
  }

  func push(
    _ screen: Screen, driver: Driver = .explicit, deactivate: (@MainActor () -> Void)? = nil
  ) {
    entries.append(Entry(screen: screen, driver: driver, deactivate: deactivate))
  }

  /// Removes everything above `index`; the root always stays (R1).
  func truncate(toCount newCount: Int) {
    let keep = max(1, newCount)
    if keep < entries.count { entries.removeSubrange(keep...) }
  }

  func index(of screen: Screen) -> Int? {
    entries.firstIndex(where: { $0.screen === screen })
  }

  /// Brings pushes in line with what each screen declares, bottom to top; returns whether
  /// anything changed.
  @discardableResult
  func reconcile() -> Bool {
    var changed = reconcilePath()
    var index = 0
    while index < entries.count {
      let next = index + 1 < entries.count ? entries[index + 1] : nil
      if case .path = next?.driver {
        index += 1
        continue
      }
      var declared: NavigationDestination?
      for destination in entries[index].screen.navigationDestinations where destination.isActive {
        declared = destination
        break
      }
      if let declared, let identity = declared.identity {
        if next?.driver != .destination(identity) {
          truncate(toCount: index + 1)
          push(declared.build(), driver: .destination(identity), deactivate: declared.deactivate)
          changed = true
        }
      } else if let next, case .destination = next.driver {
        truncate(toCount: index + 1)
        changed = true
      }
      index += 1
    }
    return changed
  }

  /// Makes entries 1…path.count match the path, rebuilding from the first difference (R2, R6).
  private func reconcilePath() -> Bool {
    guard let path else { return false }
    let values = path.values()
    var matched = 0
    while matched < values.count, matched + 1 < entries.count,
      entries[matched + 1].driver == .path(index: matched, value: values[matched])
    {
      matched += 1
    }
    if matched == values.count && !isPathDriven(at: matched + 1) { return false }
    truncate(toCount: matched + 1)
    for index in matched..<values.count {
      let screen = path.destination(values[index])
      push(screen, driver: .path(index: index, value: values[index])) {
        path.write(Array(path.values().prefix(index)))
      }
    }
    return true
  }

  private func isPathDriven(at position: Int) -> Bool {
    guard position < entries.count, case .path = entries[position].driver else { return false }
    return true
  }

  /// The user's Back: pops the top and writes nil or false to the state that drove it (R3, R5).
  @discardableResult
  func popByUser() -> Bool {
    guard entries.count > 1, let last = entries.popLast() else { return false }
    last.deactivate?()
    return true
  }
}
