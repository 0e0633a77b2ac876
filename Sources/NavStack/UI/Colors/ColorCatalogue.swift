import FoundationEssentials
import Glibc
import Synchronization

/// The colour sets of an app's asset catalogues (`*.xcassets`), read once each.
///
/// Where a catalogue is looked for, in order: the folder of the executable and each SwiftPM
/// resource bundle in it (`*.resources`), then the folder of the source file that names the
/// colour and each folder above it, up to the first that holds `Package.swift` (at most eight
/// levels). In each, every `*.xcassets` folder is read; within one, a colour set is found by
/// its name (`Brand.colorset` is `Brand`), or by its group's name before it when the group
/// provides a namespace (`Palette/Brand`).
enum ColorCatalogue {
  private struct Cache {
    /// Colour sets by name, for each catalogue read.
    var catalogues: [String: [String: Color]] = [:]
    /// The catalogues found from each source file.
    var cataloguesNear: [String: [String]] = [:]
  }

  private static let cache = Mutex(Cache())

  /// The colour set `name` of the first catalogue that holds one.
  static func color(named name: String, near sourceFile: String) -> Color? {
    for path in catalogues(near: sourceFile) {
      if let color = colors(of: path)[name] { return color }
    }
    return nil
  }

  /// The catalogues to look in for a colour named in `sourceFile`, in order.
  private static func catalogues(near sourceFile: String) -> [String] {
    if let known = cache.withLock({ $0.cataloguesNear[sourceFile] }) { return known }
    var roots: [String] = []
    if let executable = executableFolder() {
      roots.append(executable)
      for entry in entries(of: executable) where entry.hasSuffix(".resources") {
        roots.append(executable + "/" + entry)
      }
    }
    var folder = parent(of: sourceFile)
    for _ in 0..<8 {
      guard let current = folder else { break }
      roots.append(current)
      if FileManager.default.fileExists(atPath: current + "/Package.swift") { break }
      folder = parent(of: current)
    }
    var found: [String] = []
    for root in roots {
      for entry in entries(of: root).sorted() where entry.hasSuffix(".xcassets") {
        found.append(root + "/" + entry)
      }
    }
    cache.withLock { $0.cataloguesNear[sourceFile] = found }
    return found
  }

  /// The colour sets of the catalogue at `path`, by name.
  private static func colors(of path: String) -> [String: Color] {
    if let known = cache.withLock({ $0.catalogues[path] }) { return known }
    var colors: [String: Color] = [:]
    collect(folder: path, namespace: "", into: &colors)
    cache.withLock { $0.catalogues[path] = colors }
    return colors
  }

  /// Adds the colour sets under `folder`, recursing into groups.
  private static func collect(folder: String, namespace: String, into colors: inout [String: Color])
  {
    for entry in entries(of: folder).sorted() {
      let path = folder + "/" + entry
      if entry.hasSuffix(".colorset") {
        let name = String(entry.dropLast(".colorset".count))
        guard let color = ColorSetFile.read(path + "/Contents.json") else { continue }
        if colors[name] == nil { colors[name] = color }
        if !namespace.isEmpty { colors[namespace + name] = color }
      } else if !entry.contains("." as Character), isFolder(path) {
        let provides = ColorSetFile.providesNamespace(path + "/Contents.json")
        collect(
          folder: path, namespace: provides ? namespace + entry + "/" : namespace, into: &colors)
      }
    }
  }

  private static func entries(of folder: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
  }

  /// Asked of `stat` itself: `fileExists(atPath:isDirectory:)` takes an `ObjCBool`, which is
  /// Foundation proper's, and the app does not link it (scripts/check-no-foundation).
  private static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  private static func parent(of path: String) -> String? {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return nil }
    return String(path[..<slash])
  }

  /// The folder of the running executable, from `/proc/self/exe`.
  private static func executableFolder() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    let path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return parent(of: path)
  }
}

/// A colour set's `Contents.json`, as Xcode writes it.
enum ColorSetFile {
  private struct Contents: Decodable {
    struct Entry: Decodable {
      let color: Value?
      let appearances: [Appearance]?
    }
    struct Appearance: Decodable {}
    struct Value: Decodable {
      let components: [String: String]?
      let reference: String?
    }
    struct Properties: Decodable {
      let providesNamespace: Bool?
      enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
    }
    let colors: [Entry]?
    let properties: Properties?
  }

  /// The colour of the set's universal (light) entry; nil when the file holds none.
  static func read(_ path: String) -> Color? {
    guard let contents = decode(path) else { return nil }
    // A terminal has one appearance: the entry without appearances is the universal one.
    let entries = contents.colors ?? []
    guard let entry = entries.first(where: { $0.appearances == nil }) ?? entries.first,
      let value = entry.color
    else { return nil }
    if let reference = value.reference { return systemColor(reference) }
    guard let components = value.components else { return nil }
    let alpha = components["alpha"].flatMap(component) ?? 1
    if let white = components["white"].flatMap(component) {
      return Color(white: white, opacity: alpha)
    }
    guard let red = components["red"].flatMap(component),
      let green = components["green"].flatMap(component),
      let blue = components["blue"].flatMap(component)
    else { return nil }
    return Color(red: red, green: green, blue: blue, opacity: alpha)
  }

  /// Whether a group's `Contents.json` says its name goes before its sets' names.
  static func providesNamespace(_ path: String) -> Bool {
    decode(path)?.properties?.providesNamespace ?? false
  }

  private static func decode(_ path: String) -> Contents? {
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { return nil }
    return try? JSONDecoder().decode(Contents.self, from: data)
  }

  /// A component as Xcode writes one: `0.400`, `0x66` or `102` (of 255).
  static func component(_ text: String) -> Double? {
    // Trimmed by hand: `trimmingCharacters(in:)` is Foundation proper's, which the app
    // does not link (scripts/check-no-foundation).
    var trimmed = Substring(text)
    while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
    while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
    if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
      return Int(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
    }
    guard let value = Double(trimmed) else { return nil }
    return !trimmed.contains("." as Character) && value > 1 ? value / 255 : value
  }

  /// A system colour a set refers to (`systemBlueColor`), as its named colour.
  private static func systemColor(_ reference: String) -> Color? {
    var name = reference
    if name.hasPrefix("system") { name = String(name.dropFirst("system".count)) }
    if name.hasSuffix("Color") { name = String(name.dropLast("Color".count)) }
    if name.lowercased() == "label" { return .primary }
    if name.lowercased().hasSuffix("label") { return .secondary }
    return Color.named(name)
  }
}
