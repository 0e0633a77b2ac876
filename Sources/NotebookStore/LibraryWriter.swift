import Dispatch
import Synchronization

/// Saves a library on a thread of its own, so that no key waits for the disk.
///
/// A save of a 200,000-item library takes 60 ms; made at every key, it held every key as long,
/// and 100 Space toggles took 6.5 s to show. Now the app hands the library over (`save`, a few
/// retains: see `LibrarySnapshot`) and goes on; the writer encodes and writes it atomically, as
/// `LibraryStore.save` always has. Saves coalesce: a library handed over while one is written
/// replaces any still waiting, so the next write carries every change made meanwhile, and a
/// burst of keys costs one or two writes. What became of each write waits in `takeOutcomes`,
/// for the app to show; `waitUntilIdle` is for the ways out, which must not leave a change
/// unwritten.
public final class LibraryWriter: Sendable {
  /// What became of one write.
  public struct Outcome: Sendable, Equatable {
    /// How many changes the library had had when it was handed over.
    public let generation: Int
    /// Why the file does not hold it; nil when it does.
    public let failure: LibraryError?
  }

  private struct State {
    var waiting: (snapshot: LibrarySnapshot, generation: Int)?
    var busy = false
    var outcomes: [Outcome] = []
  }

  /// The library file.
  public let path: String
  private let state = Mutex(State())
  private let queue = DispatchQueue(label: "navstack.library-writer")

  /// A writer of the library file at `path`.
  public init(path: String) {
    self.path = path
  }

  /// Hands the library as it is now to the writer; `generation` counts its changes so far.
  public func save(_ library: Library, generation: Int) {
    let snapshot = library.snapshot()
    let start = state.withLock { state -> Bool in
      state.waiting = (snapshot, generation)
      defer { state.busy = true }
      return !state.busy
    }
    if start { queue.async { self.drain() } }
  }

  /// Whether a save is waiting, being written, or done with its outcome not yet taken.
  public var isBusy: Bool { state.withLock { $0.busy || !$0.outcomes.isEmpty } }

  /// Waits until everything handed over is written, or has failed.
  public func waitUntilIdle() {
    queue.sync {}
  }

  /// The outcomes of the writes finished since the last call, oldest first.
  public func takeOutcomes() -> [Outcome] {
    state.withLock { state in
      defer { state.outcomes = [] }
      return state.outcomes
    }
  }

  /// Writes what waits until nothing does.
  private func drain() {
    while let next = takeWaiting() {
      var failure: LibraryError?
      do {
        try LibraryStore.save(next.snapshot, to: path)
      } catch {
        failure = error
      }
      let outcome = Outcome(generation: next.generation, failure: failure)
      state.withLock { $0.outcomes.append(outcome) }
    }
  }

  /// The library waiting to be written, or nil, and then the writer is idle.
  private func takeWaiting() -> (snapshot: LibrarySnapshot, generation: Int)? {
    state.withLock { state in
      guard let waiting = state.waiting else {
        state.busy = false
        return nil
      }
      state.waiting = nil
      return waiting
    }
  }
}
