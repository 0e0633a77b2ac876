/// The screens of one `NavigationStack`: its root, then each pushed screen (R1).
///
/// Pushes come from three sources, merged here into one list: the path (a binding or the
/// stack's own, R2, R3, R6), links that push a view, and declarations bound to state (R5,
/// R27). `reconcile()` brings the list in line with the path and the bound declarations.
@MainActor
final class StackController {
  enum Source {
    case path(AnyHashable)
    case link
    case bound(id: ObjectIdentifier, deactivate: @MainActor () -> Void)
  }

  final class Entry {
    let id: Int
    let source: Source
    var view: any View
    /// The declaration a bound push last took its view from (`DestinationDeclaration.stamp`).
    var viewStamp = -1
    let context: ScreenContext
    /// The declaration that drives a bound push, and whether the push is the path's: what
    /// every settle asks of each entry, kept as plain values, since reading them out of
    /// `source` copied it each time.
    let boundID: ObjectIdentifier?
    let isFromPath: Bool
    init(id: Int, source: Source, view: any View, context: ScreenContext) {
      self.id = id
      self.source = source
      self.view = view
      self.context = context
      if case .bound(let id, _) = source { boundID = id } else { boundID = nil }
      if case .path = source { isFromPath = true } else { isFromPath = false }
    }

    var pathValue: AnyHashable? {
      if case .path(let value) = source { return value }
      return nil
    }
  }

  let rootContext: ScreenContext
  private(set) var entries: [Entry] = []
  private var nextID = 0
  /// The path binding of `NavigationStack(path:)`, or nil for the stack's own.
  var pathAccess: PathAccess?
  private var ownPath: [AnyHashable] = []
  weak var node: ViewNode?
  /// A stack inside another stack: no bar of its own, its items join the outer bar (R17).
  var isNested = false
  /// A stack `NavigationIfNeeded` made around bare content: `Stack(auto)` in the inspector.
  var isAutomatic = false
  /// The later columns of a collapsed split view: column k+1 is pushed while screen k's
  /// list holds a selection (R46).
  var columnChain: [AnyView] = []
  /// For a split view column's own stack: the stack that shows the column, and the screen
  /// of it that does (R49).
  weak var columnOwner: StackController?
  weak var columnScreen: ScreenContext?

  init(presenter: ScreenContext?) {
    rootContext = ScreenContext(kind: .stackRoot)
    rootContext.stack = self
    if presenter?.kind == .presentedRoot { rootContext.presenter = presenter }
  }

  var screens: [ScreenContext] { [rootContext] + entries.map(\.context) }
  var topContext: ScreenContext { entries.last?.context ?? rootContext }

  private var path: [AnyHashable] {
    get { pathAccess?.get() ?? ownPath }
    set {
      if let pathAccess { pathAccess.set(newValue) } else { ownPath = newValue }
    }
  }

  private func makeEntry(_ source: Source, view: any View) -> Entry {
    nextID += 1
    let context = ScreenContext(kind: .pushed, stack: self)
    return Entry(id: nextID, source: source, view: view, context: context)
  }

  /// Notes in the window's stamps that this stack's screens changed (`TreeStamps.screens`).
  private func changed() {
    node?.layoutPass.stamps.screens &+= 1
    node?.invalidate()
  }

  /// Hands `entry`'s screen its view, as a child of the stack's `node`.
  ///
  /// The stack's update does so for every screen. A bound push whose declaration was made
  /// again is handed its view alone: updating the stack would update its root too, whose
  /// declarations, closures that never compare equal, would be made again in turn.
  func host(_ entry: Entry, in node: ViewNode) {
    node.updateChild(.id(entry.id), with: ScreenHost(context: entry.context, content: entry.view))
  }

  /// A link's push from the screen `context`: screens above it go first.
  func push(_ view: any View, from context: ScreenContext?) {
    truncate(above: context)
    entries.append(makeEntry(.link, view: view))
    changed()
  }

  /// `NavigationLink(value:)`: appends to the path when a destination for the type is
  /// registered in this stack; otherwise warns and does nothing (R4).
  func push(value: AnyHashable, from context: ScreenContext?) {
    guard destination(for: value) != nil else {
      node?.graph?.warn("no matching navigationDestination for \(type(of: value.base))")
      return
    }
    truncate(above: context)
    path.append(value)
    changed()
  }

  /// Removes the screens above `context` (all pushes when nil is the root).
  private func truncate(above context: ScreenContext?) {
    guard let context, let index = entries.firstIndex(where: { $0.context === context }) else {
      if context === rootContext { removeEntries(from: 0) }
      return
    }
    removeEntries(from: index + 1)
  }

  /// `dismiss()` of a pushed screen: it and everything above go (R25).
  func pop(to context: ScreenContext) {
    guard let index = entries.firstIndex(where: { $0.context === context }) else { return }
    removeEntries(from: index)
  }

  /// Lets go of the pushed screens when the stack leaves the tree, writing nothing back.
  ///
  /// Their views hold this stack in their environment, so the two would keep each other, and
  /// the models the views hold, alive after a window or a sheet with a stack closed.
  func leaveTree() {
    entries = []
    columnChain = []
  }

  /// Every pushed screen goes, as when the user chooses the tab already shown.
  func popToRoot() { removeEntries(from: 0) }

  /// The user's Back: exactly the last screen goes, written back before the next frame (R3).
  func popByUser() {
    guard !entries.isEmpty else { return }
    removeEntries(from: entries.count - 1)
  }

  /// Removes entries from `index` up, writing false/nil and the shorter path back.
  private func removeEntries(from index: Int) {
    guard index < entries.count else { return }
    let removed = entries[index...]
    entries.removeSubrange(index...)
    let pathCount = entries.count(where: \.isFromPath)
    if removed.contains(where: \.isFromPath) {
      path = Array(path.prefix(pathCount))
    }
    for entry in removed.reversed() {
      if case .bound(_, let deactivate) = entry.source { deactivate() }
    }
    changed()
  }

  /// The view for a path value, from the destinations this stack's screens declare.
  func destination(for value: AnyHashable) -> (any View)? {
    let typeID = ObjectIdentifier(type(of: value.base))
    for screen in screens {
      for declaration in screen.declarations.destinations {
        if case .forType(let id, let build) = declaration.kind, id == typeID,
          let view = build(value)
        {
          return view
        }
      }
    }
    return nil
  }

  /// Brings the screens in line with the path and with the bound declarations; true when
  /// anything changed, so the graph builds the new screens and this runs again.
  func reconcile() -> Bool {
    var changedAny = false
    // The path: keep the unchanged prefix (R6), rebuild from the first difference.
    let values = path
    var kept = 0
    while kept < entries.count, kept < values.count, entries[kept].pathValue == values[kept] {
      kept += 1
    }
    let mismatch = kept < entries.count && entries[kept].isFromPath
    if mismatch || kept < values.count {
      if kept < entries.count { entries.removeSubrange(kept...) }
      for value in values.dropFirst(kept) {
        guard let view = destination(for: value) else {
          node?.graph?.warn("no matching navigationDestination for \(type(of: value.base))")
          break
        }
        entries.append(makeEntry(.path(value), view: view))
      }
      changedAny = true
    }
    // Bound declarations: each screen's first active one is the screen right above it.
    var index = 0
    while index <= entries.count {
      let screen = index == 0 ? rootContext : entries[index - 1].context
      // Most settles find each pushed screen as its declaration left it: nothing to copy.
      if isAsDeclared(above: screen, at: index) {
        index += 1
        continue
      }
      var active = screen.declarations.destinations.first(where: \.pushesNow)
      if active == nil, index < columnChain.count, let selection = screen.declarations.selection,
        selection.hasValue
      {
        let column = columnChain[index]
        active = DestinationDeclaration(
          kind: .bound(
            id: ObjectIdentifier(self), isActive: true, content: { column },
            deactivate: selection.clear))
      }
      let next = index < entries.count ? entries[index] : nil
      if let active, case .bound(let id, _, let content, let deactivate) = active.kind {
        if let next, next.boundID == id {
          // A new declaration is the declaring view evaluated again: the pushed screen
          // shows what its destination makes now, as SwiftUI's does.
          if next.viewStamp != active.stamp {
            next.view = content()
            next.viewStamp = active.stamp
            if let node, node.child(.id(next.id)) != nil { host(next, in: node) }
          }
        } else if !(next?.isFromPath ?? false) {
          if next != nil { entries.removeSubrange(index...) }
          let entry = makeEntry(.bound(id: id, deactivate: deactivate), view: content())
          entry.viewStamp = active.stamp
          entries.append(entry)
          changedAny = true
        }
      } else if let next, next.boundID != nil {
        // The state that drove this push was reset: pop it and everything above (R27).
        entries.removeSubrange(index...)
        changedAny = true
      }
      index += 1
    }
    if changedAny { changed() }
    return changedAny
  }

  /// Whether the screen above `screen`, the entry at `index` if any, is what the bound
  /// declarations want there as they are: the push of its active declaration, shown from
  /// that very declaration, or no bound push when none is active.
  private func isAsDeclared(above screen: ScreenContext, at index: Int) -> Bool {
    let next = index < entries.count ? entries[index] : nil
    let destinations = screen.declarations.destinations
    guard let found = destinations.firstIndex(where: \.pushesNow) else {
      // A collapsed split view's column is declared anew each time (`columnChain`).
      if index < columnChain.count, screen.declarations.selection?.hasValue == true {
        return false
      }
      return next?.boundID == nil
    }
    guard let next else { return false }
    return next.boundID == destinations[found].boundID
      && next.viewStamp == destinations[found].stamp
  }
}

/// Reads and writes a stack's path, whatever its element type.
@MainActor
struct PathAccess {
  let get: @MainActor () -> [AnyHashable]
  let set: @MainActor ([AnyHashable]) -> Void
}
