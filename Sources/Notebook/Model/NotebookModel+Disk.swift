import FoundationEssentials
import NotebookStore

/// The file itself: made new, read again, written over or beside when another program
/// changed it.
extension NotebookModel {
  /// Takes the library as it is on disk now: after a killed save was recovered into it, or a
  /// reload; what waited to be written is dropped.
  public func replaceLibrary(with library: Library) {
    writer?.waitUntilIdle()
    _ = collectSaves()
    writer?.reloaded(library.fileIdentity)
    self.library = library
    revision += 1
    generation += 1
    savedGeneration = generation
    saveFailure = nil
    changedOnDisk = false
  }

  /// Writes the library, new and empty, to its path, which has no file yet, and reads it back;
  /// the reason when it cannot.
  public func createFile() -> String? {
    guard let path else { return nil }
    do throws(LibraryError) {
      try LibraryStore.save(library, to: path)
    } catch {
      return error.reason
    }
    return reloadFromDisk()
  }

  /// Reads the file again, dropping the changes it lacks; the reason when it cannot be read.
  public func reloadFromDisk() -> String? {
    guard let path else { return nil }
    do throws(LibraryError) {
      replaceLibrary(with: try LibraryStore.load(from: path))
      return nil
    } catch {
      return error.description
    }
  }

  /// Writes the library over the file another program changed.
  public func overwriteDisk() {
    changedOnDisk = false
    writer?.save(library, generation: generation)
    writer?.overwrite()
  }

  /// Writes the library to a new file beside its own (`library.mine-20261201T141012Z.json`),
  /// then reads its own file again; the new file's path, or why it could not be written.
  public func saveElsewhere() -> Result<String, LibraryError> {
    guard let path else { return .failure(LibraryError(path: "", reason: "no file")) }
    let stamp = LogTimestamp.text(Date()).filter { $0 != "-" && $0 != ":" }
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    let copy: String
    if let dot = name.lastIndex(of: "."), dot != name.startIndex {
      copy =
        path.dropLast(name.distance(from: dot, to: name.endIndex))
        + ".mine-\(stamp)" + name[dot...]
    } else {
      copy = path + ".mine-\(stamp)"
    }
    do throws(LibraryError) {
      try LibraryStore.save(library, to: copy)
    } catch {
      return .failure(error)
    }
    if let failure = reloadFromDisk() {
      return .failure(LibraryError(path: path, reason: "saved to \(copy), but \(failure)"))
    }
    return .success(copy)
  }
}
