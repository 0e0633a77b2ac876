import FoundationEssentials
import Glibc
import NavStack
import NavStackScript
import NotebookStore

/// Opening the library before the terminal is taken: its checks, its leftovers, its access.
extension AppRunner {
  /// The library as the options name it, with what its start found, or nil with its one-line
  /// error printed.
  func model(inMemoryByDefault: Bool) -> LoadedLibrary? {
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

  private func loadModel(inMemoryByDefault: Bool) -> Result<LoadedLibrary, LaunchFailure> {
    if inMemoryByDefault && options.dataPath == nil {
      do {
        let library = try LibraryStore.parse(
          Array(EmbeddedResources.sampleLibrary.utf8), path: "sample-library.json")
        return .success(LoadedLibrary(model: NotebookModel(library: library, path: nil)))
      } catch {
        return .failure(LaunchFailure(message: "navstack: \(FileErrorReason.of(error))"))
      }
    }
    let location = DataLocation(dataPath: options.dataPath, environment: environment)
    do {
      try location.createDefaultLibraryIfNeeded()
    } catch {
      return .failure(LaunchFailure(message: Self.creationFailure(error, at: location)))
    }
    let path = location.libraryPath
    if !inMemoryByDefault, !location.isDefaultLibrary, isMissingInAFolder(path) {
      return newLibrary(at: path)
    }
    do {
      let library = try LibraryStore.load(from: path)
      // Every run that may write the file holds its lock before it touches anything beside
      // it, a replay too: a replay that saved under an open instance had its save reverted
      // by the instance's next one.
      let lock = try LibraryLock.acquire(for: path)
      let readOnly = LibraryStore.readOnlyReason(for: path)
      // A replay cannot ask, and a read-only library cannot take it: there it is removed.
      // Absolute, so that the log names each file wherever the app was started from.
      let (lines, recoverable) = LibraryStore.cleanLeftoverTemporaries(
        besides: absolutePath(path), keepingRecoverable: !inMemoryByDefault && readOnly == nil)
      AppLog.append(lines, to: location.logPath)
      let model = NotebookModel(library: library, path: path, readOnlyReason: readOnly)
      return .success(
        LoadedLibrary(
          model: model, lock: lock, notice: notice(removed: lines.count, log: location.logPath),
          recoverable: recoverable))
    } catch {
      return .failure(LaunchFailure(message: "navstack: \(FileErrorReason.of(error))"))
    }
  }

  /// Why the default library could not be made, as a sentence naming the library and, when it
  /// was the folder that failed, the folder: `navstack: cannot create the library
  /// ~/.local/share/navstack/library.json: cannot make the folder ~/.local/share: Permission
  /// denied`.
  private static func creationFailure(_ error: any Error, at location: DataLocation) -> String {
    let library = location.libraryPath
    let reason = FileErrorReason.of(error)
    guard let failed = FileErrorReason.path(of: error), failed != library else {
      return "navstack: cannot create the library \(library): \(reason)"
    }
    return "navstack: cannot create the library \(library): cannot make the folder \(failed): "
      + reason
  }

  /// Whether nothing is at `path` (not even a dangling link) while its folder exists: a new
  /// library can be made there.
  private func isMissingInAFolder(_ path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) != 0, errno == ENOENT else { return false }
    let folder = parentFolder(of: path)
    return stat(folder.isEmpty ? "." : folder, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// An empty library for `--data` naming a file that does not exist yet, to be offered (see
  /// `NotebookApp.offerToCreate`), locked; or why it cannot be made there.
  private func newLibrary(at path: String) -> Result<LoadedLibrary, LaunchFailure> {
    if let reason = LibraryStore.readOnlyReason(for: path) {
      return .failure(
        LaunchFailure(message: "navstack: \(path): does not exist, and cannot be made: \(reason)"))
    }
    do {
      let lock = try LibraryLock.acquire(for: path)
      let model = NotebookModel(library: Library.empty(), path: path)
      return .success(LoadedLibrary(model: model, lock: lock, isNew: true))
    } catch {
      return .failure(LaunchFailure(message: "navstack: \(FileErrorReason.of(error))"))
    }
  }

  /// The key bar's line about leftovers removed at start; nil when there were none.
  private func notice(removed count: Int, log: String) -> String? {
    guard count > 0 else { return nil }
    let files = count == 1 ? "1 leftover temporary file" : "\(count) leftover files"
    return "Cleaned up \(files) of an unfinished save; see \(log)"
  }
}

/// A library opened for a run, and what its start found beside it.
struct LoadedLibrary {
  var model: NotebookModel
  /// The library's lock, held until the run's end; nil for a library in memory.
  var lock: LibraryLock?
  /// A line for the key bar: leftovers of killed saves were removed.
  var notice: String?
  /// A killed save's newer library, to offer.
  var recoverable: RecoverableSave?
  /// Whether the file does not exist yet, and making it is to be offered.
  var isNew = false
}
