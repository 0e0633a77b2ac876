/// A destination registered for a type of value, as `navigationDestination(for:destination:)`.
///
/// A value link pushes only when a screen of the same stack registered its type (R4); the
/// search does not enter an explicit stack nested in it (R17).
@MainActor
public struct ValueDestination {
  let build: @MainActor (AnyHashable) -> Screen?

  /// Builds the screen for values of `type`.
  public static func `for`<Value: Hashable>(
    _ type: Value.Type, destination: @escaping @MainActor (Value) -> Screen
  ) -> ValueDestination {
    ValueDestination { value in (value.base as? Value).map(destination) }
  }
}

extension Screen {
  /// Registers the destination for values of `type` on this content's stack (R4).
  public func navigationDestination<Value: Hashable>(
    for type: Value.Type, destination: @escaping @MainActor (Value) -> Screen
  ) -> ModifiedScreen {
    let wrapper = ModifiedScreen(self)
    wrapper.extraValueDestinations.append(.for(type, destination: destination))
    return wrapper
  }

  /// The value destinations of this screen and its children, not entering nested stacks.
  var reachableValueDestinations: [ValueDestination] {
    valueDestinations
      + children.filter { !($0 is NavigationStackScreen) }.flatMap(\.reachableValueDestinations)
  }
}

extension Window {
  /// Pushes the screen registered for `value`'s type in the stack that holds `screen`; logs
  /// `no matching navigationDestination for <Type>` and does nothing when none is (R4).
  func push(value: AnyHashable, from screen: Screen) {
    guard let index = layerIndex(of: screen), let stack = layers[index].stack else {
      warn("push ignored: no navigation stack encloses '\(screen.effectiveTitle)'")
      return
    }
    for candidate in stack.screens {
      for destination in candidate.reachableValueDestinations {
        if let built = destination.build(value) {
          stack.push(built)
          settle()
          return
        }
      }
    }
    warn("no matching navigationDestination for \(type(of: value.base))")
  }
}

/// A row that pushes the destination registered for its value, as
/// `NavigationLink(_:value:)`; with a nil value it is disabled (R4).
@MainActor
public final class NavigationLinkScreen<Value: Hashable>: Screen {
  /// The row's text.
  public let title: String
  /// The value pushed; nil disables the row.
  public let value: Value?

  /// A row titled `title` that pushes the destination registered for `value`.
  public init(_ title: String, value: Value?) {
    self.title = title
    self.value = value
  }

  /// Whether the row can be activated: it has a value.
  public var isEnabled: Bool { value != nil }

  public override var isFocusable: Bool { true }

  public override func draw(in canvas: inout Canvas, rect: Rect) {
    let style: Style = isEnabled ? .plain : .muted
    canvas.draw("› " + title, x: rect.x + 1, y: rect.y, maxWidth: rect.width - 1, style: style)
  }

  public override func handle(_ key: Key) -> Bool {
    guard key == .enter || key == .right || key == .character("l") else { return false }
    activate()
    return true
  }

  public override func handleMouse(_ event: MouseEvent, in rect: Rect) -> Bool {
    guard event.kind == .click else { return false }
    activate()
    return true
  }

  /// Pushes the value's destination; does nothing when disabled.
  public func activate() {
    guard let value, let window = environment.window, let screen = environment.screen else {
      return
    }
    window.push(value: AnyHashable(value), from: screen)
  }
}
