/// A screen made of another screen, its `body`, as a SwiftUI view is made of its `body`.
///
/// Everything passes through to the body — drawing, keys, the pushes, sheets and alerts it
/// declares, its toolbar (as a child, so it merges inner first: R20) — and a subclass overrides
/// only what it adds. Wrappers (`NavigationIfNeeded`, modifiers) and coordinators build on it.
@MainActor
open class ComposedScreen: Screen {
  /// The content; a subclass returns the same screen every time (keep it in a stored or lazy
  /// property), so its state survives between frames.
  open var body: Screen { EmptyScreen() }

  open override var children: [Screen] { [body] }
  open override var keyCommands: [KeyCommand] { body.keyCommands }
  open override var navigationDestinations: [NavigationDestination] {
    body.navigationDestinations
  }
  open override var sheets: [SheetDestination] { body.sheets }
  open override var isEditingText: Bool { body.isEditingText }
  open override var isFocusable: Bool { body.isFocusable }
  open override var hasUnsavedChanges: Bool { body.hasUnsavedChanges }
  open override var navigationBarBackButtonHidden: Bool { body.navigationBarBackButtonHidden }
  open override var isNavigationBarHidden: Bool { body.isNavigationBarHidden }
  open override var interactiveDismissDisabled: Bool { body.interactiveDismissDisabled }

  open override func draw(in canvas: inout Canvas, rect: Rect) {
    body.draw(in: &canvas, rect: rect)
  }

  open override func handle(_ key: Key) -> Bool { body.handle(key) }

  open override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
    body.handleMouse(event, in: rect)
  }

  open override func focusEntered(forward: Bool) { body.focusEntered(forward: forward) }
  open override func onAppear() { body.onAppear() }
}
