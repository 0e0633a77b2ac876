import FoundationEssentials

/// The values `@SceneStorage` keeps, read from their file on first use and written back when
/// the scene goes to the background as the app ends (`ViewHost.enterBackground()`).
@MainActor
final class SceneStorageStore: KeyValueStore {
  static let shared = SceneStorageStore()

  /// The file: `$XDG_STATE_HOME/PROGRAM/scene-storage.json`, PROGRAM the executable's name.
  var path: String = {
    let environment = ProcessInfo.processInfo.environment
    let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") }
    let home = environment["HOME"] ?? ""
    let state =
      environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? home + "/.local/state"
    return state + "/" + (program ?? "app") + "/scene-storage.json"
  }()

  private var values: [String: Scalar]?
  private var changed = false

  func object(forKey key: String) -> Any? {
    loaded()[key]?.value
  }

  func setObject(_ value: Any?, forKey key: String) {
    var values = loaded()
    values[key] = value.flatMap(Scalar.init)
    self.values = values
    changed = true
  }

  /// Writes the values when any changed since they were read; a failure is left silent, as
  /// iOS loses scene state it cannot keep.
  func write() {
    guard changed, let values else { return }
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(values) else { return }
    if (try? data.write(to: URL(fileURLWithPath: path), options: .atomic)) != nil {
      changed = false
    }
  }

  /// Forgets what was read, so the next use reads the file again (a relaunch, in tests).
  func reload() {
    values = nil
    changed = false
    StoredValueSignal.allChanged()
  }

  private func loaded() -> [String: Scalar] {
    if let values { return values }
    let data = FileManager.default.contents(atPath: path)
    let read = data.flatMap { try? JSONDecoder().decode([String: Scalar].self, from: $0) }
    values = read ?? [:]
    return values ?? [:]
  }

  /// One kept value, as the file holds it.
  enum Scalar: Codable, Equatable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case url(URL)
    case data(Data)

    init?(_ value: Any) {
      switch value {
      case let value as Bool: self = .bool(value)
      case let value as Int: self = .int(value)
      case let value as Double: self = .double(value)
      case let value as String: self = .string(value)
      case let value as URL: self = .url(value)
      case let value as Data: self = .data(value)
      default: return nil
      }
    }

    var value: Any {
      switch self {
      case .bool(let value): value
      case .int(let value): value
      case .double(let value): value
      case .string(let value): value
      case .url(let value): value
      case .data(let value): value
      }
    }
  }
}
