/// An alert described as a value, as SwiftUI's older `Alert`, for
/// `.alert(isPresented:content:)`: shown as `.alert(_:isPresented:actions:message:)` shows
/// one, its buttons in the order given.
@MainActor
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button; OK when none is given, as SwiftUI does.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = [dismissButton ?? .default(Text("OK"))]
  }

  /// An alert with two buttons.
  public init(
    title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button
  ) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an `Alert` or an `ActionSheet`.
  @MainActor
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (@MainActor () -> Void)?

    /// A plain button.
    public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }

    /// A button that dismisses without acting.
    public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }

    /// A button titled Cancel that dismisses without acting.
    public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }

    /// A button that deletes or discards.
    public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {})
      -> Button
    {
      Button(label: label, role: .destructive, action: action)
    }
  }
}

/// The buttons of an `Alert` or an `ActionSheet`, as the alert's actions.
struct LegacyAlertButtons: View {
  let buttons: [Alert.Button]

  var body: some View {
    ForEach(buttons.indices, id: \.self) { index in
      let button = buttons[index]
      NavStack.Button(role: button.role, action: { button.action?() }) { button.label }
    }
  }
}

extension View {
  /// The older alert: `content` makes the `Alert` while `isPresented` is true; any button
  /// sets it false (R33).
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    // Made only while shown: an alert's text often unwraps state that is set just then.
    presentingLegacyAlert(isPresented.wrappedValue ? content() : nil, isPresented: isPresented)
  }

  /// The older alert about an item: shown while `item` is non-nil; any button sets it nil.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View
  {
    let shown = Binding(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } })
    return presentingLegacyAlert(item.wrappedValue.map(content), isPresented: shown)
  }

  private func presentingLegacyAlert(_ alert: Alert?, isPresented: Binding<Bool>)
    -> ModifiedContent<Self, PresentingModifier>
  {
    presentingAlert(
      .alert(alert?.title.plainText ?? ""), isPresented: isPresented,
      actions: { LegacyAlertButtons(buttons: alert?.buttons ?? []) },
      message: { alert?.message ?? Text("") })
  }
}
