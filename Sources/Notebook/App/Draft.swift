import FoundationEssentials
import NavStack
import NotebookStore

/// Edits that were on screen when the app was stopped by SIGTERM or SIGHUP, kept so the next
/// start on the same library can offer them back.
///
/// One file per library, `$XDG_STATE_HOME/navstack/draft-HASH.json` (see `LibraryKey`), which
/// also records the library's real path: a draft is only ever offered to the library it was
/// typed in, even if two paths ever hashed alike.
public struct Draft: Codable, Equatable, Sendable {
  /// What was being edited, so a restore reopens the same sheet or screen.
  public enum Kind: String, Codable, Sendable {
    /// The item editor, or the New Item sheet when `itemID` is nil.
    case item
    /// The New Folder sheet.
    case newFolder
    /// The Rename Folder sheet of folder `folderID`.
    case renameFolder
    /// The Rename Item sheet of item `itemID`.
    case renameItem
  }

  /// The real path of the library the edit belongs to.
  public var library: String
  /// Which editor or sheet to reopen.
  public var kind: Kind
  /// The folder edited, or the folder of the item edited; empty for a new folder.
  public var folderID: String
  /// The edited item's id; nil for a New Item that was never saved.
  public var itemID: String?
  /// The name as typed.
  public var name: String
  /// The notes as typed (item editors only).
  public var notes: String
  /// Done as set (item editors only).
  public var done: Bool

  /// A draft of the library at the real path `library`.
  public init(
    library: String, kind: Kind = .item, folderID: String, itemID: String? = nil,
    name: String, notes: String = "", done: Bool = false
  ) {
    self.library = library
    self.kind = kind
    self.folderID = folderID
    self.itemID = itemID
    self.name = name
    self.notes = notes
    self.done = done
  }

  /// The draft file of a library.
  static func url(in directory: String, for library: LibraryKey) -> URL {
    URL(fileURLWithPath: directory).appendingPathComponent("draft-\(library.hash).json")
  }

  /// The draft the last run left for this library, if any; another library's never.
  public static func load(from directory: String, for library: LibraryKey) -> Draft? {
    load(file: url(in: directory, for: library).path, for: library)
  }

  /// The draft in `file`, when it is one of this library's.
  public static func load(file: String, for library: LibraryKey) -> Draft? {
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: file)),
      let draft = try? JSONDecoder().decode(Draft.self, from: data),
      draft.library == library.realPath
    else { return nil }
    return draft
  }

  /// Writes the draft into its library's file.
  public func save(to directory: String) throws {
    try save(file: Draft.url(in: directory, for: LibraryKey(path: library)).path)
  }

  /// Writes the draft into `file`, making its folder when missing.
  public func save(file: String) throws {
    try FileManager.default.createDirectory(
      atPath: parentFolder(of: file), withIntermediateDirectories: true)
    try JSONEncoder().encode(self).write(to: URL(fileURLWithPath: file), options: .atomic)
  }

  /// Writes the draft into the first of `files` that takes it; that file, or nil.
  public func save(toFirstOf files: [String]) -> String? {
    files.first { (try? save(file: $0)) != nil }
  }

  /// Removes a library's draft file.
  public static func remove(from directory: String, for library: LibraryKey) {
    try? FileManager.default.removeItem(at: url(in: directory, for: library))
  }

  /// The unsaved edits of the window's item editor or name sheet, if it has any.
  @MainActor
  public static func capture(from window: NotebookWindow, library: LibraryKey) -> Draft? {
    window.navigation.unsavedEdit?.draft(library: library.realPath)
  }
}
