/// A view whose type is hidden; changing the wrapped type changes its identity.
public struct AnyView: View {
  let wrapped: any View
  let typeID: ObjectIdentifier

  /// Erases the type of `view`.
  public init<V: View>(_ view: V) {
    if let any = view as? AnyView {
      self = any
    } else {
      wrapped = view
      typeID = ObjectIdentifier(V.self)
    }
  }

  /// Erases the type of a view of unknown type.
  public init?(erasing view: Any) {
    guard let view = view as? any View else { return nil }
    wrapped = view
    typeID = ObjectIdentifier(type(of: view))
  }

  /// A primitive view.
  public typealias Body = Never
}

extension AnyView: PrimitiveView, TransparentView {
  func update(node: ViewNode) {
    node.updateChild(.index(0), with: wrapped)
    node.keepChildren([.index(0)])
  }
}
