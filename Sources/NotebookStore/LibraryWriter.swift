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
///
/// Before each write the file is compared with what the last load or save left
/// (`FileIdentity`): another program that changed it since (an editor, a sync tool, a replay
/// elsewhere) would otherwise lose its change to this save without a word. Then nothing is
/// written: the outcome says `changedOnDisk`, and the writer waits, keeping the latest library,
/// until the app says what the user chose (`overwrite`, or `reloaded` for a reload or a save
/// elsewhere).
public final class LibraryWriter: Sendable {
  /// What became of one write.
  public struct Outcome: Sendable, Equatable {
    /// How many changes the library had had when it was handed over.
    public let generation: Int
    /// Why the file does not hold it; nil when it does.
    public let failure: LibraryError?
    /// Whether it was held back because another program changed the file.
    public var changedOnDisk: Bool = false
  }

  private struct State {
    var waiting: (snapshot: LibrarySnapshot, generation: Int)?
    var busy = false
    var outcomes: [Outcome] = []
    /// The file as the last load or save left it; nil when not known.
    var expected: FileIdentity?
    /// Whether the file changed under the app, and writes wait for the user's choice.
    var held = false
    /// Whether the next write replaces the file whatever it holds (the user chose Overwrite).
    var overwriting = false
  }

  /// The library file.
  public let path: String
  private let state: Mutex<State>
  private let queue = DispatchQueue(label: "navstack.library-writer")

  /// A writer of the library file at `path`, which the app read when it was `expected`.
  public init(path: String, expecting expected: FileIdentity?) {
    self.path = path
    state = Mutex(State(expected: expected))
  }

  /// Hands the library as it is now to the writer; `generation` counts its changes so far.
  public func save(_ library: Library, generation: Int) {
    let snapshot = library.snapshot()
    let start = state.withLock { state -> Bool in
      state.waiting = (snapshot, generation)
      guard !state.busy && !state.held else { return false }
      state.busy = true
      return true
    }
    if start { queue.async { self.drain() } }
  }

  /// Whether writes wait because another program changed the file.
  public var isHeld: Bool { state.withLock { $0.held } }

  /// The user chose to replace the changed file: the library waiting is written over it.
  public func overwrite() {
    let start = state.withLock { state -> Bool in
      state.held = false
      state.overwriting = true
      guard !state.busy, state.waiting != nil else { return false }
      state.busy = true
      return true
    }
    if start { queue.async { self.drain() } }
  }

  /// The app read the file again (a reload), finding it `identity`: what waited is dropped,
  /// and the next save compares with this.
  public func reloaded(_ identity: FileIdentity?) {
    waitUntilIdle()
    state.withLock { state in
      state.waiting = nil
      state.held = false
      state.overwriting = false
      state.expected = identity
    }
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

  /// Writes what waits until nothing does, or the file changed under the app.
  private func drain() {
    while let next = takeWaiting() {
      let (expected, overwriting) = state.withLock { ($0.expected, $0.overwriting) }
      if !overwriting, let expected, FileIdentity.of(path) != expected {
        hold(next)
        continue
      }
      var failure: LibraryError?
      var written: FileIdentity?
      do {
        written = try LibraryStore.save(next.snapshot, to: path)
      } catch {
        failure = error
      }
      let outcome = Outcome(generation: next.generation, failure: failure)
      state.withLock { state in
        if failure == nil {
          state.expected = written
          state.overwriting = false
        }
        state.outcomes.append(outcome)
      }
    }
  }

  /// Keeps `next` to write once the user has chosen, unless a newer library came meanwhile,
  /// and says why it was not written.
  private func hold(_ next: (snapshot: LibrarySnapshot, generation: Int)) {
    let reason = "the file changed on disk since navstack last read or saved it; not overwritten"
    state.withLock { state in
      if state.waiting == nil { state.waiting = next }
      state.held = true
      state.outcomes.append(
        Outcome(
          generation: next.generation, failure: LibraryError(path: path, reason: reason),
          changedOnDisk: true))
    }
  }

  /// The library waiting to be written, or nil, and then the writer is idle.
  private func takeWaiting() -> (snapshot: LibrarySnapshot, generation: Int)? {
    state.withLock { state in
      guard !state.held, let waiting = state.waiting else {
        state.busy = false
        return nil
      }
      state.waiting = nil
      return waiting
    }
  }
}
