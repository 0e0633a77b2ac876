/// What a node tells the navigation around it; one walk over a screen gathers them all
/// (title, toolbar, buttons and their keys, destinations, presentations, bar options).
@MainActor
enum Declaration {
  /// `navigationTitle`; the outermost one of a screen wins (R43).
  case title(String)
  /// `.toolbar { … }`: items by placement, their content nodes under this node.
  case toolbar([ToolbarEntry])
  /// `.toolbar(.hidden)` and friends.
  case toolbarVisibility(Bool)
  /// `navigationBarBackButtonHidden`.
  case backButtonHidden(Bool)
  /// `interactiveDismissDisabled`.
  case interactiveDismissDisabled(Bool)
  /// A button: what the bar, key bar, help and shortcuts show and press.
  case button(ButtonInfo)
  /// `.keyboardShortcut(_:)` on the buttons below.
  case shortcut(KeyboardShortcut)
  /// `.help(_:)`: what the key bar and help call the buttons and key presses below.
  case help(String)
  /// A push driven by state or a destination for a value type.
  case destination(DestinationDeclaration)
  /// A sheet, a full-screen cover, an alert or a dialog driven by state.
  case presentation(PresentationDeclaration)
  /// A key command that is not a button (`onKeyPress`, a list's keys), for the key bar.
  case command(KeyCommand)
  /// Key commands that change without the node changing (the highlighted row's actions),
  /// made only when help, the key bar or an unhandled key asks for them.
  case commands(@MainActor () -> [KeyCommand])
  /// A list bound to a selection: whether it holds one, and how to clear it (a collapsed
  /// split view pushes the next column while it does, R46).
  case selection(hasValue: Bool, clear: @MainActor () -> Void)
}

/// One toolbar item: where it goes and the node of its content.
@MainActor
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let node: ViewNode
}

/// A button as the chrome sees it.
@MainActor
struct ButtonInfo {
  let role: ButtonRole?
  let isEnabled: Bool
  let action: @MainActor () -> Void
  /// The node, for its label's text.
  weak var node: ViewNode?
}

/// A primitive whose declarations, made again from the same view value, act as the last ones
/// did whenever they say the same: their closures reach the primitive's own lasting state.
///
/// A list rebuilt because it scrolled declares the same keys again; the walk that gathered the
/// last ones need not run again for them.
@MainActor
protocol StableDeclarations {}

extension Declaration {
  /// Whether this is a `.keyboardShortcut` over the buttons under it.
  var isShortcut: Bool {
    if case .shortcut = self { true } else { false }
  }

  /// Whether `lhs` and `rhs` say the same to the walk, closures aside; only the kinds a
  /// `StableDeclarations` view makes are compared, any other kind counts as changed.
  static func haveSameShape(_ lhs: [Declaration], _ rhs: [Declaration]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (left, right) in zip(lhs, rhs) {
      switch (left, right) {
      case (.command(let a), .command(let b)):
        guard a.title == b.title, a.keys == b.keys, a.showsInKeyBar == b.showsInKeyBar else {
          return false
        }
      case (.commands, .commands):
        continue
      case (.selection(let a, _), .selection(let b, _)):
        guard a == b else { return false }
      default:
        return false
      }
    }
    return true
  }
}

extension Declaration: GraphComparable {
  /// Whether a `DeclaringModifier` holds the same declaration: the kinds it holds compare
  /// their values, without the `Mirror` an enum is otherwise compared through; any other kind
  /// counts as changed.
  func isSame(as other: Declaration) -> Bool {
    switch (self, other) {
    case (.title(let a), .title(let b)), (.help(let a), .help(let b)): return a == b
    case (.toolbarVisibility(let a), .toolbarVisibility(let b)),
      (.backButtonHidden(let a), .backButtonHidden(let b)),
      (.interactiveDismissDisabled(let a), .interactiveDismissDisabled(let b)):
      return a == b
    default: return false
    }
  }
}
