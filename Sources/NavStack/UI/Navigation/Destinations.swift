/// A push a screen declares: driven by a Bool or an optional (R5, R27), or a destination for
/// values of one type (R4).
@MainActor
struct DestinationDeclaration {
  enum Kind {
    /// Pushes `content` while `isActive` reads true; a pop writes false.
    case bound(
      id: ObjectIdentifier, isActive: Bool, content: @MainActor () -> any View,
      deactivate: @MainActor () -> Void)
    /// Builds the screen for a value of the type.
    case forType(ObjectIdentifier, @MainActor (AnyHashable) -> (any View)?)
  }
  let kind: Kind
  /// Tells this declaration from every other made: a stack takes a bound push's view again
  /// only from a declaration made since it last took it, not on every settle.
  let stamp: Int
  /// A bound push's identity (`Kind.bound`), and whether it pushes now, read out of `kind`
  /// once: a stack asks them of its screens on every settle, and reading them out of `kind`
  /// copied it.
  let boundID: ObjectIdentifier?
  let pushesNow: Bool

  init(kind: Kind) {
    self.kind = kind
    DestinationDeclaration.made &+= 1
    stamp = DestinationDeclaration.made
    if case .bound(let id, let isActive, _, _) = kind {
      boundID = id
      pushesNow = isActive
    } else {
      boundID = nil
      pushesNow = false
    }
  }

  /// The last stamp given out, for the whole process: a stamp only has to differ from every
  /// other, and a declaration does not know its window when it is made.
  private static var made = 0
}

/// `navigationDestination(isPresented:)`: pushes while the binding is true.
///
/// The binding is read as the modifier updates, not in the body that declares it: a push or a
/// pop then updates this node alone, not the body and everything it builds (a screen's list
/// and its rows).
@usableFromInline struct BoundDestinationModifier: ViewModifier, PrimitiveModifier {
  /// Whether to push, read from the binding.
  let readIsActive: @MainActor () -> Bool
  let content: @MainActor () -> any View
  let deactivate: @MainActor () -> Void

  func update(node: ViewNode, content body: any View) {
    node.updateContent(with: body)
    node.keepChildren([.content])
    let isActive = node.readTracked { readIsActive() }
    node.declarations = [
      .destination(
        DestinationDeclaration(
          kind: .bound(
            id: ObjectIdentifier(node), isActive: isActive, content: content,
            deactivate: deactivate)))
    ]
    node.renderer = PassthroughRenderer()
  }
}

/// The value a destination bound to an optional last pushed.
@MainActor
final class LastValue<Value> {
  var value: Value?
}

/// `navigationDestination(for:)`: how to show a value of one type.
@usableFromInline struct TypeDestinationModifier<Value: Hashable>: ViewModifier, PrimitiveModifier {
  let destination: @MainActor (Value) -> any View

  func update(node: ViewNode, content: any View) {
    let destination = self.destination
    node.updateChild(.content, with: content)
    node.keepChildren([.content])
    node.declarations = [
      .destination(
        DestinationDeclaration(
          kind: .forType(ObjectIdentifier(Value.self)) { value in
            (value.base as? Value).map(destination)
          }))
    ]
    node.renderer = PassthroughRenderer()
  }
}

extension View {
  /// Pushes `destination` while `isPresented` is true; Back or `dismiss()` sets it false (R5).
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V
  ) -> some View {
    modifier(
      BoundDestinationModifier(
        readIsActive: { isPresented.wrappedValue }, content: { destination() },
        deactivate: { isPresented.wrappedValue = false }))
  }

  /// Pushes the destination for `item` while it is non-nil; a pop sets it nil (R5, R27).
  public func navigationDestination<Item, V: View>(
    item: Binding<Item?>, @ViewBuilder destination: @escaping (Item) -> V
  ) -> some View {
    // The value last pushed stays shown while the pop that clears the binding goes through.
    let last = LastValue<Item>()
    return modifier(
      BoundDestinationModifier(
        readIsActive: {
          let current = item.wrappedValue
          if let current { last.value = current }
          return current != nil
        },
        content: {
          if let value = item.wrappedValue ?? last.value { return destination(value) }
          return EmptyView()
        },
        deactivate: { item.wrappedValue = nil }))
  }

  /// Shows values of `data`'s type pushed by `NavigationLink(value:)` or a path (R4).
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(TypeDestinationModifier<D> { destination($0) })
  }
}
