/// A choice of actions described as a value, as SwiftUI's older `ActionSheet`, for
/// `.actionSheet(isPresented:content:)`: shown as a confirmation dialog with its title.
@MainActor
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// A sheet of buttons; a Cancel button alone when none are given, as SwiftUI does.
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// A button of an action sheet: `.default`, `.cancel` or `.destructive`.
  public typealias Button = Alert.Button
}

extension View {
  /// The older action sheet: `content` makes the `ActionSheet` while `isPresented` is true;
  /// any button sets it false (R33).
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    // Made only while shown, as SwiftUI does.
    presentingActionSheet(isPresented.wrappedValue ? content() : nil, isPresented: isPresented)
  }

  /// The older action sheet about an item: shown while `item` is non-nil; any button sets it
  /// nil.
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet)
    -> some View
  {
    let shown = Binding(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } })
    return presentingActionSheet(item.wrappedValue.map(content), isPresented: shown)
  }

  private func presentingActionSheet(_ sheet: ActionSheet?, isPresented: Binding<Bool>)
    -> ModifiedContent<Self, PresentingModifier>
  {
    presentingAlert(
      .dialog(sheet?.title.plainText ?? "", true), isPresented: isPresented,
      actions: { LegacyAlertButtons(buttons: sheet?.buttons ?? []) },
      message: { sheet?.message ?? Text("") })
  }
}
