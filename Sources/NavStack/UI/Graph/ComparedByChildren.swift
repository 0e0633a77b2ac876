/// A primitive container: what it shows is its children, and each child's node compares the
/// child's view itself.
///
/// Comparing a container's view means comparing everything inside it, and each node below
/// would then compare its part again: a change at the bottom of a form was looked for once
/// per level, the cost growing with the depth times the size. A container handed a new value
/// is updated instead, which hands each child its new view to compare. No body runs for it:
/// only primitives are containers, so a composite view inside still runs its body only when
/// its own inputs changed (R41).
///
/// A requirement of `PrimitiveView`, which the graph reaches through `View._primitiveType`,
/// not a protocol of its own: each protocol a type is first checked against costs a scan of
/// every conformance in the binary, at start-up.
extension TupleView { static var isComparedByChildren: Bool { true } }
extension Group { static var isComparedByChildren: Bool { true } }
extension Form { static var isComparedByChildren: Bool { true } }
extension VStack { static var isComparedByChildren: Bool { true } }
extension HStack { static var isComparedByChildren: Bool { true } }
extension ZStack { static var isComparedByChildren: Bool { true } }
extension ScrollView { static var isComparedByChildren: Bool { true } }
extension NavigationStack { static var isComparedByChildren: Bool { true } }
extension ScreenHost { static var isComparedByChildren: Bool { true } }

@MainActor
extension ModifiedContent where Content: View, Modifier: ViewModifier {
  /// Content under a primitive modifier is a container's child; a modifier with a body is
  /// compared, so that its body runs only when its inputs changed.
  static var isComparedByChildren: Bool { Modifier._primitiveType != nil }
}

/// A tuple view inside another view's fields (a `Section`'s rows) compares child by child, as
/// `TupleElements` reads them, instead of reflecting over the tuple.
extension TupleView: GraphComparable {
  func isSame(as other: Self) -> Bool {
    let children = childViews
    let others = other.childViews
    guard children.count == others.count else { return false }
    for (child, otherChild) in zip(children, others) where !ViewEquality.same(child, otherChild) {
      return false
    }
    return true
  }
}
