import NotebookStore

/// `--open "Folder/Item"` matched against a library: exactly, as deep as it goes, and why not
/// deeper.
///
/// A folder's own name may hold a `/`: the longest leading part that names a folder wins.
/// Names must match exactly; a path that names nothing, or more than one folder or item, stops
/// there with a problem that says so and suggests a name differing only in case.
public struct OpenPath: Equatable, Sendable {
  /// The folder opened, if any.
  public var folder: Int?
  /// The item opened in it, if any.
  public var item: Int?
  /// Why the path could not be followed to its end; nil when it was.
  public var problem: String?

  /// A match: the folder and item reached, and why it stopped there if it did.
  public init(folder: Int? = nil, item: Int? = nil, problem: String? = nil) {
    self.folder = folder
    self.item = item
    self.problem = problem
  }

  /// Matches `text` against `library`.
  public static func resolve(_ text: String, in library: Library) -> OpenPath {
    let splits = candidates(text)
    for (folderName, itemName) in splits {
      let matches = folders(named: folderName, in: library)
      guard let first = matches.first else { continue }
      guard matches.count == 1 else {
        return OpenPath(problem: "“\(folderName)” names \(matches.count) folders")
      }
      guard let itemName else { return OpenPath(folder: first) }
      return resolveItem(itemName, inFolder: first, named: folderName, in: library)
    }
    let wanted = splits.last?.folder ?? text
    var problem = "no folder is named “\(wanted)”"
    for (folderName, _) in splits {
      if let near = (0..<library.folderCount).lazy.map(library.folderName(at:))
        .first(where: { $0.lowercased() == folderName.lowercased() })
      {
        problem += "; did you mean “\(near)”?"
        break
      }
    }
    return OpenPath(problem: problem)
  }

  /// The ways to read the path as a folder and an item, the longest folder first.
  private static func candidates(_ text: String) -> [(folder: String, item: String?)] {
    var result: [(folder: String, item: String?)] = [(text, nil)]
    var index = text.endIndex
    while let slash = text[..<index].lastIndex(of: "/") {
      result.append((String(text[..<slash]), String(text[text.index(after: slash)...])))
      index = slash
    }
    return result
  }

  private static func folders(named name: String, in library: Library) -> [Int] {
    (0..<library.folderCount).filter { library.folderName(at: $0) == name }
  }

  private static func resolveItem(
    _ name: String, inFolder folder: Int, named folderName: String, in library: Library
  ) -> OpenPath {
    var first: Int?
    var count = 0
    var near: String?
    let lowered = name.lowercased()
    for (index, candidate) in library.itemNames(inFolder: folder).enumerated() {
      if candidate == name {
        first = first ?? index
        count += 1
      } else if near == nil && candidate.lowercased() == lowered {
        near = candidate
      }
    }
    guard let first else {
      let hint = near.map { "; did you mean “\($0)”?" } ?? ""
      return OpenPath(
        folder: folder, problem: "no item in “\(folderName)” is named “\(name)”\(hint)")
    }
    guard count == 1 else {
      return OpenPath(folder: folder, problem: "“\(name)” names \(count) items in “\(folderName)”")
    }
    return OpenPath(folder: folder, item: first)
  }
}
