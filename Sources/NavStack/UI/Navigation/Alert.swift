extension View {
  /// An alert with buttons while `isPresented` is true; any button sets it false (R33).
  public func alert<A: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    presentingAlert(.alert(title), isPresented: isPresented, actions: actions, message: nil)
  }

  /// An alert with buttons and a message.
  public func alert<A: View, M: View>(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
    @ViewBuilder message: @escaping () -> M
  ) -> some View {
    presentingAlert(
      .alert(title), isPresented: isPresented, actions: actions, message: { message() })
  }

  /// An alert titled with a literal.
  public func alert<A: View>(
    _ title: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    alert(title.string, isPresented: isPresented, actions: actions)
  }

  /// An alert titled with a literal, with a message.
  public func alert<A: View, M: View>(
    _ title: LocalizedStringKey, isPresented: Binding<Bool>,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    alert(title.string, isPresented: isPresented, actions: actions, message: message)
  }

  /// An alert about `data`, shown while `isPresented` is true and `data` is non-nil.
  public func alert<A: View, M: View, T>(
    _ title: String, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
  ) -> some View {
    let shown = Binding(
      get: { isPresented.wrappedValue && data != nil },
      set: { isPresented.wrappedValue = $0 })
    return presentingAlert(
      .alert(title), isPresented: shown,
      actions: { data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()) },
      message: { data.map { AnyView(message($0)) } ?? AnyView(EmptyView()) })
  }

  /// A confirmation dialog while `isPresented` is true; any button, Cancel included, sets it
  /// false (R33).
  public func confirmationDialog<A: View>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A
  ) -> some View {
    presentingAlert(
      .dialog(title, titleVisibility == .visible), isPresented: isPresented, actions: actions,
      message: nil)
  }

  /// A confirmation dialog with a message.
  public func confirmationDialog<A: View, M: View>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
  ) -> some View {
    presentingAlert(
      .dialog(title, titleVisibility == .visible), isPresented: isPresented, actions: actions,
      message: { message() })
  }

  /// A confirmation dialog about `data`, shown while `isPresented` is true.
  public func confirmationDialog<A: View, T>(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
  ) -> some View {
    let shown = Binding(
      get: { isPresented.wrappedValue && data != nil },
      set: { isPresented.wrappedValue = $0 })
    return presentingAlert(
      .dialog(title, titleVisibility == .visible), isPresented: shown,
      actions: { data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()) }, message: nil)
  }

  func presentingAlert<A: View>(
    _ kind: PresentingModifier.Kind, isPresented: Binding<Bool>,
    actions: @escaping () -> A, message: (@MainActor () -> any View)?
  ) -> ModifiedContent<Self, PresentingModifier> {
    modifier(
      PresentingModifier(
        kind: kind, readPresentedID: { isPresented.wrappedValue ? AnyHashable(true) : nil },
        content: { actions() }, message: message, onDismiss: nil,
        dismiss: { isPresented.wrappedValue = false }))
  }
}
