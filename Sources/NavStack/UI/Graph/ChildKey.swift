/// A child's place under its parent: the part of a view's identity its parent gives it.
///
/// Structural positions (`index`, `branch`) come from the builder; `id` from `ForEach` data and
/// from `.id(_:)`. A child whose key or type changes is a new view: its state starts fresh.
enum ChildKey: Hashable {
  /// The n-th child of a tuple or a container.
  case index(Int)
  /// A branch of an `if`/`switch`; the other branch's state is dropped.
  case branch(Int)
  /// A data identity (`ForEach`, `List` rows) or an explicit `.id(_:)`.
  case id(AnyHashable)
  /// A named part of a primitive view (its content, its label, a toolbar item).
  case part(String)
  /// A list row: its segment of the list's content and its data identity (one level of
  /// boxing less than `.id`, which a list compares for every row it keeps).
  case row(String, AnyHashable)

  /// The body of a composite view.
  static var body: ChildKey { .part("body") }
  /// The content a modifier wraps.
  static var content: ChildKey { .part("content") }
}
