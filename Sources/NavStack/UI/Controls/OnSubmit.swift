/// What kind of view a submit comes from, as SwiftUI's `SubmitTriggers`; a terminal has text
/// fields only, so every trigger means them.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt8
  /// Triggers from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Enter in a text field.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Enter in a search field.
  public static let search = SubmitTriggers(rawValue: 2)
}

struct SubmitActionKey: EnvironmentKey {
  static let defaultValue: (@MainActor () -> Void)? = nil
}

extension EnvironmentValues {
  /// What Enter in a text field below runs: every `onSubmit` around it, innermost first.
  var submitAction: (@MainActor () -> Void)? {
    get { self[SubmitActionKey.self] }
    set { self[SubmitActionKey.self] = newValue }
  }
}

/// Adds an action to the submit actions of the text fields inside.
@usableFromInline struct SubmitModifier: ViewModifier, PrimitiveModifier {
  let action: @MainActor () -> Void

  func update(node: ViewNode, content: any View) {
    let box = node.primitiveState as? ActionBox ?? ActionBox()
    node.primitiveState = box
    box.action = action
    let outer = node.environment.submitAction
    node.deriveChildEnvironment(token: ObjectIdentifier(box)) { values in
      values.submitAction = { [weak box] in
        box?.action()
        outer?()
      }
    }
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.renderer = PassthroughRenderer()
  }
}

extension View {
  /// Runs `action` when Enter is pressed in a text field inside, as SwiftUI's `onSubmit`.
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
  )
    -> some View
  {
    modifier(SubmitModifier(action: action))
  }
}

/// The latest action a modifier was given, so the environment can stay the same while the
/// closure changes with each body.
@MainActor
final class ActionBox: ParkableState {
  var action: @MainActor () -> Void = {}
}
