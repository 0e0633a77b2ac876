/// Several views in a row of a builder; containers lay each out as its own child.
public struct TupleView<T>: View {
  /// The children, as a tuple.
  public var value: T
  /// The children one by one, as the builder saw them, so the graph needs no reflection.
  let children: [any View]?

  /// Wraps the children.
  public init(_ value: T) {
    self.value = value
    children = nil
  }

  init(_ value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  /// Each child, from the builder or by reflection over the tuple.
  var childViews: [any View] {
    if let children { return children }
    return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

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
