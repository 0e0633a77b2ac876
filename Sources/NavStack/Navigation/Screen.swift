/// One screen of content: what a stack pushes and a sheet presents.
///
/// A screen is a class because it holds state that must survive being covered — its list's
/// selection and scroll, its fields — the way SwiftUI keeps `@State` for as long as a view is in
/// the hierarchy. Everything the chrome shows about it is declared here, once: the title, the
/// toolbar, the key commands, the pushes and sheets it drives from its state. The window reads
/// these declarations to draw the bar, the key bar and help, and to route keys.
@MainActor
open class Screen {
  /// What the window tells a screen about where it is; set before any call into the screen.
  public internal(set) var environment = ScreenEnvironment()

  /// A screen; the window sets its environment before it is shown.
  public init() {}

  /// The title the bar shows, and the back button of the screen pushed above (R7).
  open var navigationTitle: String { "" }

  /// The toolbar, built fresh for every frame so `if`/`switch` in it follow the state (R21).
  open var toolbar: BarItemList { BarItemList() }

  /// Keys this screen answers to that are not toolbar buttons; the key bar and help list them.
  open var keyCommands: [KeyCommand] { [] }

  /// Pushes driven by this screen's state.
  open var navigationDestinations: [NavigationDestination] { [] }

  /// Destinations for value links, by the type of value (R4).
  open var valueDestinations: [ValueDestination] { [] }

  /// Alerts and confirmation dialogs driven by this screen's state (R33).
  open var alerts: [AlertDestination] { [] }

  /// Sheets driven by this screen's state.
  open var sheets: [SheetDestination] { [] }

  /// Hides the back button and its key on this screen only (R10).
  open var navigationBarBackButtonHidden: Bool { false }

  /// `toolbar(.hidden)`: no bar on this screen only (R24).
  open var isNavigationBarHidden: Bool { false }

  /// `interactiveDismissDisabled`: Esc at a sheet's root does not dismiss it (R30).
  open var interactiveDismissDisabled: Bool { false }

  /// Draws the content into `rect` (the area between the bar and the key bar).
  open func draw(in canvas: inout Canvas, rect: Rect) {}

  /// Takes a key first, before toolbar buttons and the window's own keys; true when used.
  open func handle(_ key: Key) -> Bool { false }

  /// Takes a mouse event inside the content rectangle; true when used.
  open func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool { false }

  /// Whether leaving now would lose edits: Back, Esc and quit ask "Discard changes?" first
  /// (R34), and Esc does not dismiss a sheet while it is true.
  open var hasUnsavedChanges: Bool { false }

  /// Keyboard focus comes back to the content from the bar (Tab past the last button, or
  /// Shift+Tab before the first); `forward` says which way it travelled.
  open func focusEntered(forward: Bool) {}

  /// Whether this content takes keys when composed in a `VStack` (links, lists, fields).
  open var isFocusable: Bool { false }

  /// Whether typing goes into a text field now, so letters are not commands (q, h, /).
  open var isEditingText: Bool { false }

  /// Called when the screen becomes the top of the visible tree again, after a pop or dismiss.
  open func onAppear() {}

  /// Screens composed inside this one (a `VStack` of views); their toolbars join this screen's
  /// bar, inner items first (R16, R20), and each gets the environment of this screen's place.
  open var children: [Screen] { [] }

  /// This screen's toolbar with its descendants', region by region inner first (R20).
  public var mergedToolbarItems: [BarItem] {
    children.flatMap(\.mergedToolbarItems) + toolbar.items
  }

  /// The title the bar shows: this screen's own, or else the first one its children declare.
  public var effectiveTitle: String {
    let own = navigationTitle
    if !own.isEmpty { return own }
    for child in children {
      let title = child.effectiveTitle
      if !title.isEmpty { return title }
    }
    return ""
  }

  /// This screen and every screen composed inside it, depth first.
  var selfAndDescendants: [Screen] {
    [self] + children.flatMap(\.selfAndDescendants)
  }
}
