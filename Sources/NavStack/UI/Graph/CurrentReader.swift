/// Who reads state now: the node whose body (or primitive update) runs, or the list row whose
/// content closure runs; a read of `@State`, an observed object or the environment is
/// recorded against it.
///
/// The one mutable value of the graph kept outside a window, on purpose: it is a dynamic scope
/// of the main actor's work, not a window's data. The reader cannot be found through what is
/// read, since a model or a binding handed to two windows is read by bodies of both; only what
/// runs now knows. One body runs at a time on the main actor; an evaluation sets the reader and
/// puts back the one before when it ends (a primitive's update builds and evaluates its
/// children), so between evaluations both are nil and no window's node stays here.
@MainActor
enum CurrentReader {
  /// The node whose body or update runs now.
  static var node: ViewNode?
  /// The list row whose content closure runs now: what it reads is the row's, not the list's.
  static var row: RowWatch?
}
