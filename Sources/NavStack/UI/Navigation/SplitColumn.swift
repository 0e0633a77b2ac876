/// The content of one column of a `NavigationSplitView`, wide or collapsed.
///
/// A `NavigationStack` written at the root of a column is that column's stack, as in SwiftUI:
/// its path, its links and the destinations declared inside it are its own (R49). It is not
/// nested in the stack that shows the column (R17 joins a stack inside a stack to the outer
/// one): the outer stack hands it the bar, and at its root its back button pops the column.
struct SplitColumnContent: View, PrimitiveView {
  let content: any View

  typealias Body = Never

  func update(node: ViewNode) {
    node.deriveChildEnvironment(token: true) { $0.isSplitColumnRoot = true }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }
}

private struct SplitColumnRootKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// True from a split view's column down to the first stack inside it.
  var isSplitColumnRoot: Bool {
    get { self[SplitColumnRootKey.self] }
    set { self[SplitColumnRootKey.self] = newValue }
  }
}

extension StackController {
  /// The stack whose Back this stack's Back is: its own while it has pushed screens; at its
  /// root, the stack that shows its column, while that column is the one it shows on top.
  var backStack: StackController? {
    if !entries.isEmpty { return self }
    guard let outer = columnOwner, outer.topContext === columnScreen, !outer.entries.isEmpty
    else { return nil }
    return outer.backStack
  }

  /// The screens from the first stack down, a column's own stack in place of the screen that
  /// shows it: what `ExpectStack` names and what a back button reads.
  var shownScreens: [ScreenContext] {
    screens.flatMap { screen -> [ScreenContext] in
      guard let inner = screen.columnStack, inner.columnScreen === screen else { return [screen] }
      return inner.shownScreens
    }
  }

  /// The title a back button at this stack's root reads: the screen under its column.
  var titleBelowRoot: String? {
    guard let outer = columnOwner, let screen = columnScreen else { return nil }
    let shown = outer.shownScreens
    guard let index = shown.firstIndex(where: { $0 === screen || $0 === rootContext }),
      index > 0
    else { return nil }
    return shown[index - 1].declarations.title ?? ""
  }
}
