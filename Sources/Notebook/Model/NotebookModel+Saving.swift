import NotebookStore

/// Saving in the background: handing each change to the writer, taking in how the writes
/// went, and waiting for them on the way out.
extension NotebookModel {
  /// Whether a save is waiting, being written, or done and not yet taken in, so the window
  /// looks for its outcome soon.
  public var isSaving: Bool { writer?.isBusy ?? false }

  /// Takes in what the writer finished, the titles following: what the window must say
  /// about it, or nil.
  public func collectSaves() -> SaveNews? {
    guard let writer else { return nil }
    var news: SaveNews? = asksAgain ? .changedOnDisk : nil
    asksAgain = false
    for outcome in writer.takeOutcomes() {
      if let failure = outcome.failure {
        saveFailure = failure.reason
        changedOnDisk = outcome.changedOnDisk
        news = outcome.changedOnDisk ? .changedOnDisk : .failed(saveError ?? "")
      } else {
        savedGeneration = max(savedGeneration, outcome.generation)
        saveFailure = nil
        saveCount += 1
        news = nil
      }
    }
    return news
  }

  /// Waits until every save handed over is written or has failed, without taking them in.
  public func waitForWriter() {
    writer?.waitUntilIdle()
  }

  /// Waits until the file holds every change, writing once more what a failed save left.
  ///
  /// Returns the key bar's line when the file still lacks some, or nil. Every way out calls
  /// it.
  public func flush() -> String? {
    guard let writer else { return nil }
    writer.waitUntilIdle()
    _ = collectSaves()
    if savedGeneration < generation && !writer.isHeld {
      writer.save(library, generation: generation)
      writer.waitUntilIdle()
      _ = collectSaves()
    }
    return savedGeneration < generation ? saveError : nil
  }

  /// Hands the library to the writer; the change shows at once, whatever the disk does.
  func save() {
    revision += 1
    generation += 1
    writer?.save(library, generation: generation)
    if changedOnDisk { asksAgain = true }
  }
}

/// What the window must say about the saves the model took in.
public enum SaveNews: Equatable, Sendable {
  /// A save failed: the key bar's line.
  case failed(String)
  /// Another program changed the file: the user must choose what to do.
  case changedOnDisk
}
