import Glibc
import Testing

@testable import NotebookStore

/// A fresh empty directory under /tmp, removed with its contents by `remove()`.
struct TemporaryDirectory {
  let path: String

  init() throws {
    var template = Array("/tmp/notebookstore-test-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
      guard let base = buffer.baseAddress else { return false }
      return mkdtemp(base) != nil
    }
    guard made else { throw TestFailure("mkdtemp failed") }
    path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  func file(_ name: String) -> String { "\(path)/\(name)" }

  /// The names in the directory, without `.` and `..`.
  func names() -> [String] {
    FileIO.names(in: path).sorted()
  }

  func remove() {
    for name in names() {
      let full = file(name)
      if rmdir(full) != 0 { unlink(full) }
    }
    rmdir(path)
  }
}

struct TestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

func writeFile(_ path: String, _ text: String) {
  writeFile(path, Array(text.utf8))
}

func writeFile(_ path: String, _ bytes: [UInt8]) {
  let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard fd >= 0 else { return }
  _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
  close(fd)
}

func readFile(_ path: String) -> [UInt8]? {
  try? FileIO.readAll(path)
}

/// Parses text as a library file named `lib.json`.
func parse(_ text: String) throws(LibraryError) -> Library {
  try LibraryStore.parse(Array(text.utf8), path: "lib.json")
}

/// The error description parsing gives, or nil if it parses.
func parseError(_ text: String) -> String? {
  parseError(Array(text.utf8))
}

func parseError(_ bytes: [UInt8]) -> String? {
  do throws(LibraryError) {
    _ = try LibraryStore.parse(bytes, path: "lib.json")
    return nil
  } catch {
    return error.description
  }
}

func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// A library's folders and items as plain values, for comparing two libraries.
struct Snapshot: Equatable, CustomStringConvertible {
  struct Folder: Equatable {
    var id: String
    var name: String
    var items: [Item]
  }

  var folders: [Folder]

  init(_ library: Library) {
    folders = (0..<library.folderCount).map { folder in
      Folder(
        id: library.folderID(at: folder), name: library.folderName(at: folder),
        items: (0..<library.itemCount(inFolder: folder)).map {
          library.item(at: $0, inFolder: folder)
        })
    }
  }

  init(folders: [Folder]) {
    self.folders = folders
  }

  var description: String {
    folders.map { "\($0.name)(\($0.items.map(\.name).joined(separator: ",")))" }
      .joined(separator: " ")
  }
}

/// A small library with unknown fields at every level and pretty-printing.
let sampleDocument = """
  {
    "version": 1,
    "theme": {"accent": "blue", "sizes": [1, 2.5e3, -0.5]},
    "folders": [
      {
        "id": "f1",
        "name": "Work",
        "color": "red",
        "items": [
          {"id": "a", "name": "Quarterly plan", "notes": "Line one\\nLine two", "done": false,
           "tags": ["q1", "plan"], "priority": 2},
          {"done": true, "name": "Expense report", "id": "b", "notes": ""},
          {"id": "c", "name": "Caf\\u00e9 \\ud83d\\ude00", "notes": "tab\\there", "done": false}
        ]
      },
      {"id": "f2", "name": "Home", "items": [], "pinned": true}
    ],
    "updated": null
  }

  """
