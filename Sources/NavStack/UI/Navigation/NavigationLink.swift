/// A label that pushes a screen when activated, as SwiftUI's `NavigationLink` (Enter, Space
/// or a click); with `isActive`, state drives the push too (P4, R5).
public struct NavigationLink<Label: View, Destination: View>: View {
  enum Target {
    case view(Destination)
    /// The binding, and its value when the link was made: a binding compares by where it
    /// points, so the value is what tells the graph that the link changed (P4).
    case bound(Destination, Binding<Bool>, isActive: Bool)
    case value(AnyHashable?)
  }
  let target: Target
  let label: Label

  /// A link that pushes `destination`.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    target = .view(destination)
    self.label = label()
  }

  /// A link that pushes `destination` from a builder.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    target = .view(destination())
    self.label = label()
  }

  /// A link bound to `isActive`: true pushes, Back sets it false, false pops (P4, R5).
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    target = .bound(destination, isActive, isActive: isActive.wrappedValue)
    self.label = label()
  }

  /// A link bound to `isActive`, with the destination from a builder.
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    target = .bound(destination(), isActive, isActive: isActive.wrappedValue)
    self.label = label()
  }

  /// A primitive view.
  public typealias Body = Never
}

extension NavigationLink where Label == Text {
  /// A link titled with a literal.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled with a literal, bound to `isActive`.
  public init(
    _ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>
  ) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }
}

extension NavigationLink where Destination == Never {
  /// A link that appends `value` to the stack's path; nil disables it (R4).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    target = .value(value.map { AnyHashable($0) })
    self.label = label()
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  /// A link titled with a literal that appends `value` to the path.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A link titled with a string that appends `value` to the path.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink: PrimitiveView {
  func update(node: ViewNode) {
    let environment = node.environment
    var enabled = environment.isEnabled
    let screen = environment.screenContext
    let stack = environment.navigationStack
    let graph = node.graph
    let action: @MainActor () -> Void
    switch target {
    case .view(let destination):
      action = {
        guard let stack else {
          graph?.warn("push ignored: no navigation stack encloses this link")
          return
        }
        stack.push(destination, from: screen)
      }
    case .bound(let destination, let isActive, let active):
      action = { isActive.wrappedValue = true }
      node.declarations.append(
        .destination(
          DestinationDeclaration(
            kind: .bound(
              id: ObjectIdentifier(node), isActive: active,
              content: { destination }, deactivate: { isActive.wrappedValue = false }))))
    case .value(let value):
      if value == nil { enabled = false }
      // The value is the row's tag for a list's selection (R49).
      if let value {
        if let box = node.primitiveState as? TagBox, box.isLinkValue {
          box.value = value
        } else {
          node.primitiveState = TagBox(value: value, isLinkValue: true)
        }
      } else {
        node.primitiveState = nil
      }
      action = {
        guard let value else { return }
        guard let stack else {
          graph?.warn("push ignored: no navigation stack encloses this link")
          return
        }
        stack.push(value: value, from: screen)
      }
    }
    node.deriveChildEnvironment(token: enabled) { values in
      var style = values.textStyle
      if style.role == .plain { style.role = .accent }
      if !enabled { style.attributes.insert(.dim) }
      values.textStyle = style
    }
    node.updateChild(.part("label"), with: label)
    node.keepChildren([.part("label")])
    node.declarations.append(
      .button(ButtonInfo(role: nil, isEnabled: enabled, action: action, node: node)))
    node.renderer = ButtonRenderer(action: action, isEnabled: enabled)
  }
}
