/// Everything one screen declares, gathered by one walk over its nodes: what the bar, the key
/// bar, help, the stack and the presentations read.
@MainActor
struct ScreenDeclarations {
  /// The outermost `navigationTitle` (R43).
  var title: String?
  /// Toolbar items, inner (descendant) declarations first, each in declared order (R20).
  var toolbar: [ToolbarEntry] = []
  var isToolbarHidden = false
  var isBackButtonHidden = false
  var isInteractiveDismissDisabled = false
  /// Buttons in the content that answer to a key.
  var shortcuts: [(shortcut: KeyboardShortcut, button: ButtonInfo)] = []
  /// Pushes driven by state, and destinations by value type (R4, R5).
  var destinations: [DestinationDeclaration] = []
  /// Key commands that are not buttons, as declared.
  var declaredCommands: [KeyCommand] = []
  /// Key commands made when asked (`Declaration.commands`).
  var commandSources: [@MainActor () -> [KeyCommand]] = []
  /// Key commands of the views around this screen that reach inside it (a tab view's).
  var inheritedCommands: [KeyCommand] = []

  /// Every key command that is not a button: the declared ones, those made now, then those
  /// of the views around the screen, so that the screen's own keys come first.
  var commands: [KeyCommand] {
    let own =
      commandSources.isEmpty ? declaredCommands : declaredCommands + commandSources.flatMap { $0() }
    return inheritedCommands.isEmpty ? own : own + inheritedCommands
  }
  /// The selection of a list bound to one: in a collapsed split view, the next column.
  var selection: (hasValue: Bool, clear: @MainActor () -> Void)?
}

/// Walks a layer's tree once and hands each screen what it declares; returns the first
/// presentation declared in the layer, which makes the next layer.
@MainActor
enum DeclarationWalk {
  struct Result {
    var presentations: [PresentationDeclaration] = []
    var screens: [ScreenContext] = []
  }

  static func collect(from root: ViewNode) -> Result {
    var result = Result()
    visit(root, screen: nil, shortcut: nil, result: &result)
    return result
  }

  private static func visit(
    _ node: ViewNode, screen: ScreenContext?, shortcut: KeyboardShortcut?, help: String? = nil,
    inNestedStack: Bool = false, inherited: [KeyCommand] = [], result: inout Result
  ) {
    var screen = screen
    var inherited = inherited
    var shortcut = shortcut
    var inNestedStack = inNestedStack
    if (node.primitiveState as? StackController)?.isNested == true { inNestedStack = true }
    // `.help` names the key presses inside it, as it names the buttons inside it.
    var help = help
    if let hosted = node.hostedScreen {
      screen = hosted
      help = nil
      hosted.declarations = ScreenDeclarations()
      hosted.declarations.inheritedCommands = inherited
      hosted.hostNode = node
      result.screens.append(hosted)
    }
    var toolbars: [ToolbarEntry] = []
    for declaration in node.declarations where !node.declarations.isEmpty {
      switch declaration {
      case .title(let title):
        if screen?.declarations.title == nil { screen?.declarations.title = title }
      case .toolbar(let entries):
        toolbars += entries
      case .toolbarVisibility(let visible):
        if !visible { screen?.declarations.isToolbarHidden = true }
      case .backButtonHidden(let hidden):
        if hidden { screen?.declarations.isBackButtonHidden = true }
      case .interactiveDismissDisabled(let disabled):
        if disabled { screen?.declarations.isInteractiveDismissDisabled = true }
      case .button(let button):
        if let shortcut { screen?.declarations.shortcuts.append((shortcut, button)) }
      case .shortcut(let value):
        shortcut = value
      case .help(let text):
        help = text
      case .destination(let destination):
        // A nested stack's destinations are invisible to the outer stack's links (R17).
        if !inNestedStack { screen?.declarations.destinations.append(destination) }
      case .presentation(let presentation):
        result.presentations.append(presentation)
      case .command(var command):
        // A key press named by `.help` is listed in the key bar under that name.
        // Arrow keys are the less common way in; help lists them, the bar leaves them out.
        if command.title.isEmpty, let help {
          command.title = help
          command.showsInKeyBar = !command.keys.allSatisfy {
            [.left, .right, .up, .down].contains($0)
          }
        }
        screen?.declarations.declaredCommands.append(command)
        if command.reachesInnerScreens { inherited.append(command) }
      case .commands(let source):
        screen?.declarations.commandSources.append(source)
      case .selection(let hasValue, let clear):
        if screen?.declarations.selection == nil {
          screen?.declarations.selection = (hasValue, clear)
        }
      }
    }
    for child in node.children
    where !child.isWalkedSeparately && (shortcut != nil || child.declaresSomething) {
      visit(
        child, screen: screen, shortcut: shortcut, help: help, inNestedStack: inNestedStack,
        inherited: inherited, result: &result)
    }
    // Inner items first: this node's toolbar after its descendants' (R20).
    if !toolbars.isEmpty { screen?.declarations.toolbar += toolbars }
  }
}

extension ViewNode {
  /// The text a view shows, for a button's title in the bar and the key bar.
  var displayText: String {
    if let text = renderer as? TextRenderer {
      return text.runs.map(\.string).joined()
    }
    var parts: [String] = []
    for child in children {
      let text = child.displayText
      if !text.isEmpty { parts.append(text) }
    }
    return parts.joined(separator: " ")
  }

  /// Whether a button is inside this node: whether `buttons()` finds any, without gathering
  /// them.
  var containsButton: Bool {
    for declaration in declarations {
      if case .button = declaration { return true }
    }
    for child in children where child.containsButton { return true }
    return false
  }

  /// The buttons inside this node, with the shortcut and help text declared around each.
  func buttons(shortcut: KeyboardShortcut? = nil, help: String? = nil) -> [FoundButton] {
    var shortcut = shortcut
    var help = help
    var found: [FoundButton] = []
    for declaration in declarations {
      if case .shortcut(let value) = declaration { shortcut = value }
      if case .help(let text) = declaration { help = text }
    }
    for declaration in declarations {
      if case .button(let info) = declaration {
        return [FoundButton(info: info, shortcut: shortcut, help: help)]
      }
    }
    for child in children { found += child.buttons(shortcut: shortcut, help: help) }
    return found
  }
}

/// A button found in a subtree, with what the views around it declare about it.
@MainActor
struct FoundButton {
  let info: ButtonInfo
  let shortcut: KeyboardShortcut?
  let help: String?
}
