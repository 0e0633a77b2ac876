/// A layer a view presents while its state says so: a sheet, a full-screen cover, an alert or a confirmation dialog.
///
/// It lives as a child node of the view that declares it, so popping that view removes the
/// presentation too (R42), and a new presentation starts fresh (R40).
@MainActor
struct PresentationDeclaration {
  enum Style {
    case sheet
    case fullScreenCover
    case alert(title: String)
    case confirmationDialog(title: String, showsTitle: Bool)
  }
  let style: Style
  /// The presented root (sheets) or the actions (alerts); message for alerts.
  let node: ViewNode
  let message: ViewNode?
  /// Writes false/nil to the binding: Esc, Cancel, a button of an alert.
  let dismiss: @MainActor () -> Void
  /// When it was presented, in the window's count: a later one stacks above.
  var order = 0

  var isAlert: Bool {
    switch style {
    case .sheet, .fullScreenCover: return false
    case .alert, .confirmationDialog: return true
    }
  }
}

/// What a presenting modifier remembers between updates.
@MainActor
final class PresentationState {
  /// Counts presentations as they are made, for their stacking order; one count for the
  /// process, as only the order of a window's own presentations is ever compared.
  static var presented = 0
  var order = 0
  var presentedID: AnyHashable?
  var context: ScreenContext?
  var onDismiss: (@MainActor () -> Void)?
  var dismiss: (@MainActor () -> Void)?
}

/// Presents `content` over the layer while `item` is non-nil (or `isPresented` true).
///
/// The binding is read as the modifier updates, not in the body that declares it, as
/// `BoundDestinationModifier` reads its own: presenting and dismissing update this node alone.
@usableFromInline struct PresentingModifier: ViewModifier, PrimitiveModifier {
  enum Kind { case sheet, fullScreenCover, alert(String), dialog(String, Bool) }
  let kind: Kind
  /// The identity of what is presented, or nil when nothing is, read from the binding.
  let readPresentedID: @MainActor () -> AnyHashable?
  let content: @MainActor () -> any View
  let message: (@MainActor () -> any View)?
  let onDismiss: (@MainActor () -> Void)?
  let dismiss: @MainActor () -> Void

  func update(node: ViewNode, content body: any View) {
    node.updateContent(with: body)
    let presentedID = node.readTracked { readPresentedID() }
    let state: PresentationState
    if let existing = node.primitiveState as? PresentationState {
      state = existing
    } else {
      state = PresentationState()
      node.primitiveState = state
      node.teardownActions.append { [weak state] in
        // R42: the presenter left the tree; its presentation goes, and its binding is reset.
        guard let state, state.presentedID != nil else { return }
        state.presentedID = nil
        state.dismiss?()
        state.onDismiss?()
      }
    }
    state.onDismiss = onDismiss
    state.dismiss = dismiss
    if let previous = state.presentedID, previous != presentedID {
      // Dismissed, or a new item while presented: onDismiss runs once for the old one (R29).
      state.presentedID = nil
      if let onDismiss { node.graph?.afterUpdate(onDismiss) }
    }
    guard let presentedID else {
      node.keepChildren([.content])
      node.renderer = PassthroughRenderer()
      return
    }
    if state.presentedID != presentedID || state.context == nil {
      state.context = ScreenContext(kind: .presentedRoot)
      state.presentedID = presentedID
      PresentationState.presented += 1
      state.order = PresentationState.presented
    }
    guard let context = state.context else { return }
    context.dismissPresentation = dismiss
    var keys: [ChildKey] = [.content]
    var declaration: PresentationDeclaration
    switch kind {
    case .sheet, .fullScreenCover:
      let presented = node.updateChild(
        .part("presented"),
        with: ScreenHost(context: context, content: content()).id(presentedID))
      presented.isWalkedSeparately = true
      keys.append(.part("presented"))
      declaration = PresentationDeclaration(
        style: { if case .sheet = kind { return .sheet } else { return .fullScreenCover } }(),
        node: presented, message: nil, dismiss: dismiss)
    case .alert(let title), .dialog(let title, _):
      let actions = node.updateChild(
        .part("actions"), with: AnyView(erasing: content()) ?? AnyView(EmptyView()))
      actions.isWalkedSeparately = true
      keys.append(.part("actions"))
      var messageNode: ViewNode?
      if let message {
        messageNode = node.updateChild(
          .part("message"), with: AnyView(erasing: message()) ?? AnyView(EmptyView()))
        messageNode?.isWalkedSeparately = true
        keys.append(.part("message"))
      }
      let style: PresentationDeclaration.Style
      if case .dialog(_, let shows) = kind {
        style = .confirmationDialog(title: title, showsTitle: shows)
      } else {
        style = .alert(title: title)
      }
      declaration = PresentationDeclaration(
        style: style, node: actions, message: messageNode, dismiss: dismiss)
    }
    declaration.order = state.order
    node.keepChildren(keys)
    node.declarations = [.presentation(declaration)]
    node.renderer = PassthroughRenderer()
  }
}

extension View {
  /// Presents `content` in a sheet while `isPresented` is true; `onDismiss` runs once per
  /// dismissal (R28–R30).
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a sheet for `item` while it is non-nil; a new id dismisses and presents again
  /// (R29).
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.sheet, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` over the whole window while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents a full-screen cover for `item` while it is non-nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
  }

  /// A presentation driven by a Bool: false dismisses, and Esc or `dismiss()` writes false.
  func presenting<Content: View>(
    _ kind: PresentingModifier.Kind, isPresented: Binding<Bool>,
    onDismiss: (@MainActor () -> Void)?, content: @escaping () -> Content
  ) -> ModifiedContent<Self, PresentingModifier> {
    modifier(
      PresentingModifier(
        kind: kind, readPresentedID: { isPresented.wrappedValue ? AnyHashable(true) : nil },
        content: { content() }, message: nil, onDismiss: onDismiss,
        dismiss: { isPresented.wrappedValue = false }))
  }

  /// A presentation driven by an optional item, identified by the item's id.
  func presenting<Item: Identifiable, Content: View>(
    _ kind: PresentingModifier.Kind, item: Binding<Item?>,
    onDismiss: (@MainActor () -> Void)?, content: @escaping (Item) -> Content
  ) -> ModifiedContent<Self, PresentingModifier> {
    // The item last presented stays shown while the dismissal that clears the binding goes
    // through.
    let last = LastValue<Item>()
    return modifier(
      PresentingModifier(
        kind: kind,
        readPresentedID: {
          let current = item.wrappedValue
          if let current { last.value = current }
          return current.map { AnyHashable($0.id) }
        },
        content: {
          if let value = item.wrappedValue ?? last.value { return content(value) }
          return EmptyView()
        }, message: nil, onDismiss: onDismiss,
        dismiss: { item.wrappedValue = nil }))
  }
}
