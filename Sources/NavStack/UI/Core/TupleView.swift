/// Several views in a row of a builder; containers lay each out as its own child.
public struct TupleView<T>: View {
  /// The children, as a tuple.
  public var value: T

  /// Wraps the children.
  public init(_ value: T) {
    self.value = value
  }

  /// Each child, read from the tuple (`TupleElements`).
  var childViews: [any View] { TupleElements.views(of: value) }

  /// A primitive view.
  public typealias Body = Never
}

extension TupleView: PrimitiveView, TransparentView {
  func update(node: ViewNode) {
    var keys: [ChildKey] = []
    for (index, view) in childViews.enumerated() {
      let key = ChildKey.index(index)
      node.updateChild(key, with: view)
      keys.append(key)
    }
    node.keepChildren(keys)
  }
}
