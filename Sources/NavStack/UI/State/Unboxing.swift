/// The value `box` holds as a `T`: read in place when it is of that very type, which is what
/// the environment and its cells hold almost always, and otherwise what `fallback` makes of
/// it (a cast: an object of a subclass, an optional wrapped again).
///
/// A cast from `Any` goes through the runtime's dynamic cast, a few hundred instructions; the
/// environment is read this way several times for each row a list builds. Not optional, so
/// that generic callers need no `Optional<T>` metadata from the runtime.
func unbox<T>(_ box: Any, as _: T.Type, orElse fallback: (Any) -> T) -> T {
  func open<Stored>(_ stored: Stored) -> T {
    guard Stored.self == T.self else { return fallback(stored) }
    return withUnsafePointer(to: stored) {
      UnsafeRawPointer($0).assumingMemoryBound(to: T.self).pointee
    }
  }
  return _openExistential(box, do: open)
}
