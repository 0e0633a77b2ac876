/// `navstack-bench`: times the app's own library store for `make bench`.
///
///     navstack-bench store LIBRARY
///
/// Loads LIBRARY with `LibraryStore.load(from:)`, then saves it with `LibraryStore.save(_:to:)`
/// into a fresh temporary directory, and prints one JSON line:
/// `{"load_s":…,"save_s":…,"folders":…,"items":…}`. The timings cover exactly the two calls the
/// app makes, so the figures are the app's, without a terminal or any drawing around them.
/// The counts show that the whole library was read. The saved copy is removed afterwards.
import Glibc
import NotebookStore

/// Seconds taken by `body`, measured on the monotonic clock.
func seconds<T>(_ body: () throws(LibraryError) -> T) throws(LibraryError) -> (T, Double) {
  let clock = ContinuousClock()
  let start = clock.now
  let result = try body()
  let elapsed = clock.now - start
  let parts = elapsed.components
  return (result, Double(parts.seconds) + Double(parts.attoseconds) * 1e-18)
}

/// A new empty directory under `$TMPDIR` (or /tmp) for the saved copy.
func makeTemporaryDirectory() -> String? {
  let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
  var template = Array("\(base)/navstack-bench-XXXXXX".utf8CString)
  return template.withUnsafeMutableBufferPointer { buffer -> String? in
    guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
    return String(cString: base)
  }
}

/// Removes the directory and whatever the save left in it (the file, a stray temporary).
func removeDirectory(_ path: String) {
  if let dir = opendir(path) {
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String in
        guard let chars = raw.bindMemory(to: CChar.self).baseAddress else { return "." }
        return String(cString: chars)
      }
      if name != "." && name != ".." { unlink("\(path)/\(name)") }
    }
    closedir(dir)
  }
  rmdir(path)
}

/// Reports an error on standard error (written directly: Swift 6 forbids touching `stderr`).
func fail(_ message: String) -> Never {
  let line = Array("navstack-bench: \(message)\n".utf8)
  _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count == 3, arguments[1] == "store" else {
  fail("usage: navstack-bench store LIBRARY")
}
guard let directory = makeTemporaryDirectory() else {
  fail("cannot create a temporary directory")
}
do throws(LibraryError) {
  let (library, loadSeconds) = try seconds { () throws(LibraryError) in
    try LibraryStore.load(from: arguments[2])
  }
  let (_, saveSeconds) = try seconds { () throws(LibraryError) in
    try LibraryStore.save(library, to: "\(directory)/library.json")
  }
  var items = 0
  for folder in 0..<library.folderCount {
    items += library.itemCount(inFolder: folder)
  }
  print(
    "{\"load_s\":\(loadSeconds),\"save_s\":\(saveSeconds),"
      + "\"folders\":\(library.folderCount),\"items\":\(items)}")
  removeDirectory(directory)
} catch {
  removeDirectory(directory)
  fail(error.description)
}
