extension ViewNode {
  /// Runs `write`, a change this node makes to state it reads itself (a list's highlight
  /// written to its bound scroll position), without rebuilding this node for it.
  ///
  /// The node shows the new value already, and a list rebuilt for each of its own writes
  /// would make its rows again on every key. Other readers of the state are told as usual.
  /// A read tracked by Observation is spent by the change, so `rearm` reads it again, tracked,
  /// for the changes that come from outside.
  func writeOwnState(_ write: () -> Void, rearm: () -> Void) {
    let previous = graph?.ownWriter
    graph?.ownWriter = self
    let mark = InvalidationInbox.count
    write()
    graph?.ownWriter = previous
    if InvalidationInbox.withdraw(postedSince: mark, for: self) { rearm() }
  }
}
