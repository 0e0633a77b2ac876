import Foundation
import NavStack
import NotebookStore

/// Opening the library before the terminal is taken: its checks, its leftovers, its access.
extension AppRunner {
  /// The library as the options name it, and a notice for the key bar (leftovers removed), or
  /// nil with its one-line error printed.
  func model(inMemoryByDefault: Bool) -> (NotebookModel, notice: String?)? {
    switch loadModel(inMemoryByDefault: inMemoryByDefault) {
    case .success(let loaded): return loaded
    case .failure(let failure):
      printError(failure.message)
      return nil
    }
  }

  /// `--open` in a replay: a path that cannot be followed to its end is an error, status 2,
  /// before the terminal is taken (interactively the key bar says it instead).
  func checkOpenPath(in model: NotebookModel) -> Bool {
    guard let path = options.openPath,
      let problem = OpenPath.resolve(path, in: model.library).problem
    else { return true }
    printError("navstack: --open \(path): \(problem)")
    return false
  }

  private func loadModel(
    inMemoryByDefault: Bool
  ) -> Result<(NotebookModel, notice: String?), LaunchFailure> {
    if inMemoryByDefault && options.dataPath == nil {
      do {
        let library = try LibraryStore.parse(
          Array(EmbeddedResources.sampleLibrary.utf8), path: "sample-library.json")
        return .success((NotebookModel(library: library, path: nil), nil))
      } catch {
        return .failure(LaunchFailure(message: "navstack: \(error)"))
      }
    }
    let location = DataLocation(dataPath: options.dataPath, environment: environment)
    do {
      try location.createDefaultLibraryIfNeeded()
    } catch {
      return .failure(
        LaunchFailure(
          message: "navstack: \(location.libraryPath): cannot create the library: \(error)"))
    }
    let path = location.libraryPath
    do {
      let library = try LibraryStore.load(from: path)
      let notice = removeLeftovers(besides: path, log: location.logPath)
      let model = NotebookModel(
        library: library, path: path, readOnlyReason: LibraryStore.readOnlyReason(for: path))
      return .success((model, notice))
    } catch {
      return .failure(LaunchFailure(message: "navstack: \(error)"))
    }
  }

  /// Removes what unfinished saves left beside the library, logs each removal, and says so
  /// in one line for the key bar; nil when there was nothing.
  private func removeLeftovers(besides path: String, log: String) -> String? {
    let lines = LibraryStore.removeLeftoverTemporaries(besides: path)
    guard !lines.isEmpty else { return nil }
    AppLog.append(lines, to: log)
    let files = lines.count == 1 ? "1 leftover temporary file" : "\(lines.count) leftover files"
    return "Cleaned up \(files) of an unfinished save; see \(log)"
  }
}
