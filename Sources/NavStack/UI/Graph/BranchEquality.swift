/// The builder's branches compared branch by branch, as views: without this the comparison
/// of an enum falls back to a `Mirror` on every update of an `if` or an optional view.
extension _ConditionalContent: GraphComparable {
  func isSame(as other: Self) -> Bool {
    switch (storage, other.storage) {
    case (.trueContent(let left), .trueContent(let right)):
      return ViewEquality.sameValues(left, right)
    case (.falseContent(let left), .falseContent(let right)):
      return ViewEquality.sameValues(left, right)
    default:
      return false
    }
  }
}

extension Optional: GraphComparable where Wrapped: View {
  func isSame(as other: Self) -> Bool {
    switch (self, other) {
    case (nil, nil): return true
    case (let left?, let right?): return ViewEquality.sameValues(left, right)
    default: return false
    }
  }
}
