/// How a picker is drawn, as SwiftUI's `PickerStyle`: the styles are the built-in ones.
@MainActor @preconcurrency
public protocol PickerStyle {}

/// How a built-in picker style draws in a terminal.
@usableFromInline enum PickerLook: Hashable, Sendable {
  /// The selection, `Red ▾`, opening a menu of the choices: `.menu`, `.wheel`, `.automatic`.
  case menu
  /// Every choice in a row, the selection filled; ← → move it: `.segmented`.
  case segmented
  /// Every choice a row of its own, the selection checked: `.inline`.
  case inline
  /// A row that pushes a screen of the choices; choosing goes back: `.navigationLink`.
  case navigationLink
}

/// A built-in style, which the picker draws itself.
@MainActor
protocol BuiltInPickerStyle {
  var look: PickerLook { get }
}

/// The platform's picker: a menu here.
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyle {
  /// The style.
  public init() {}
  var look: PickerLook { .menu }
}

/// The selection, opening a menu of the choices.
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyle {
  /// The style.
  public init() {}
  var look: PickerLook { .menu }
}

/// Every choice in a row, as a segmented control.
public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyle {
  /// The style.
  public init() {}
  var look: PickerLook { .segmented }
}

/// Every choice a row of its own, the selection checked.
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyle {
  /// The style.
  public init() {}
  var look: PickerLook { .inline }
}

/// A wheel: a terminal has no wheel to turn, so it draws as a menu.
public struct WheelPickerStyle: PickerStyle, BuiltInPickerStyle {
  /// The style.
  public init() {}
  var look: PickerLook { .menu }
}

/// A row that pushes a screen of the choices, as a picker in an iOS form does.
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInPickerStyle {
  /// The style.
  public init() {}
  var look: PickerLook { .navigationLink }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's picker: a menu.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// Every choice in a row.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// Every choice a row of its own.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel, drawn as a menu.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row that pushes a screen of the choices.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

struct PickerLookKey: EnvironmentKey {
  static let defaultValue = PickerLook.menu
}

extension EnvironmentValues {
  var pickerLook: PickerLook {
    get { self[PickerLookKey.self] }
    set { self[PickerLookKey.self] = newValue }
  }
}

extension View {
  /// Draws every picker inside with `style`, as SwiftUI's `pickerStyle(_:)`.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerLook, (style as? BuiltInPickerStyle)?.look ?? .menu)
  }
}
