/// A look for toggles, as SwiftUI's `ToggleStyle`: `makeBody(configuration:)` draws the
/// label and the value, and the toggle around it still takes focus, and Space, Enter or a
/// click flips it, inside a list's or a form's rows as well (R48).
///
/// Terminal behaviour: the body's own buttons and tap gestures are drawn but not focused;
/// the toggle is the one control, and pressing it does what they do, flip `isOn`.
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view a toggle draws with this style.
  associatedtype Body: View
  /// What a toggle looks like, given its label and value.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
  /// What the style is given.
  typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` is given to draw one toggle, as SwiftUI's `ToggleStyleConfiguration`.
@MainActor @preconcurrency
public struct ToggleStyleConfiguration {
  /// The toggle's label, as the code that made the toggle built it.
  public struct Label: View {
    let content: AnyView

    /// The toggle's own label.
    public var body: some View { content }
  }

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on, written through to the toggle's binding.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for values some on and some off: false, since a toggle here
  /// is bound to one value.
  public var isMixed: Bool
}

extension ToggleStyle {
  /// The body for `configuration`, erased so the toggle can hold any style's.
  func erasedBody(configuration: ToggleStyleConfiguration) -> AnyView {
    AnyView(makeBody(configuration: configuration))
  }
}

/// How a built-in toggle style draws in a terminal.
@usableFromInline enum ToggleLook: Hashable, Sendable {
  /// `[x]` beside the label, as a checkbox: `.automatic` and `.checkbox`.
  case checkbox
  /// `(on ●)` or `(○ off)` beside the label: `.switch`.
  case `switch`
  /// A bordered button, `[ Bold ]`, filled while on: `.button`.
  case button
}

/// A built-in style, which the toggle draws itself rather than through `makeBody`.
@MainActor
protocol BuiltInToggleStyle {
  var look: ToggleLook { get }
}

/// The platform's toggle: a checkbox here, as macOS draws one in a form.
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// The style.
  public init() {}
  /// The toggle as a checkbox.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(self)
  }
  var look: ToggleLook { .checkbox }
}

/// A switch: `(on ●)` or `(○ off)` beside the label.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// The style.
  public init() {}
  /// The toggle as a switch.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(self)
  }
  var look: ToggleLook { .switch }
}

/// A checkbox: `[x]` or `[ ]` beside the label.
public struct CheckboxToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// The style.
  public init() {}
  /// The toggle as a checkbox.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(self)
  }
  var look: ToggleLook { .checkbox }
}

/// A button that stays pressed while on: its label bordered, `[ Bold ]`, and filled with
/// the accent colour while on.
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
  /// The style.
  public init() {}
  /// The toggle as a button.
  public func makeBody(configuration: Configuration) -> some View {
    Toggle(isOn: configuration.$isOn) { configuration.label }.toggleStyle(self)
  }
  var look: ToggleLook { .button }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's toggle.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// A checkbox.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that stays pressed while on.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The toggle style in force, as the environment hands it down.
@usableFromInline enum ToggleStyleChoice {
  case builtIn(ToggleLook)
  case style(any ToggleStyle)
}

struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: ToggleStyleChoice { .builtIn(.checkbox) }
}

extension EnvironmentValues {
  var toggleStyle: ToggleStyleChoice {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws every toggle inside with `style`, as SwiftUI's `toggleStyle(_:)`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    if let builtIn = style as? BuiltInToggleStyle {
      return environment(\.toggleStyle, .builtIn(builtIn.look))
    }
    return environment(\.toggleStyle, .style(style))
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The toggle a style's body draws: the styled toggle's label and binding, in the style
  /// the body sets.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}
