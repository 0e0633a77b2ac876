import Foundation
import NavStack
import Notebook
import NotebookStore
import TestSupport
import Testing

/// Damaged library files must load or be refused clearly, never crash, never be changed
/// (SPEC §5, §9).
///
/// Each file is a seeded mutation of a real library (truncated, bytes flipped, values of the
/// wrong type, deep nesting, huge strings, invalid UTF-8, and mixes of those), written to a
/// temporary folder. It goes through `LibraryStore.load(from:)` and through the app's own
/// start (`AppRunner` replaying a few keys headless on `--data FILE`): each time it either
/// loads or is refused with one line naming the file and status 2, and its bytes on disk are
/// the same afterwards.
@MainActor
@Suite("Robustness: damaged library files")
struct RobustnessLibraryFilesTests {
  static let fileCount = 1_000

  /// The kinds of damage, each applied by `mutate`.
  enum Damage: CaseIterable {
    case truncated, flippedBytes, wrongType, deepNesting, hugeString, invalidUTF8, mixed
  }

  @Test("1,000 mutated library files each load or are refused with one line; none changes")
  func mutatedFiles() throws {
    let directory = try RobustnessFixtures.temporaryDirectory("library-files")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let script = "\(directory)/browse.keys"
    try Data("Down\nEnter\nDown 2\nEnter\nEsc\nEsc\nEnd\n".utf8)
      .write(to: URL(fileURLWithPath: script))
    let originals = [
      Array(EmbeddedResources.sampleLibrary.utf8),
      RobustnessFixtures.generatedLibrary(itemCount: 40),
    ]
    var random = SeededRandom(seed: 0xF11E5)
    var loaded = 0
    var refused = 0
    var byDamage: [String: Int] = [:]
    for index in 0..<Self.fileCount {
      let damage = Damage.allCases[index % Damage.allCases.count]
      byDamage["\(damage)", default: 0] += 1
      let bytes = mutate(random.pick(originals), damage, &random)
      let path = "\(directory)/library-\(index).json"
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      let storeLoaded = checkStore(path: path, bytes: bytes)
      let appLoaded = checkApp(path: path, script: script, bytes: bytes)
      #expect(storeLoaded == appLoaded, "\(path): the store and the app disagree")
      if storeLoaded { loaded += 1 } else { refused += 1 }
      try? FileManager.default.removeItem(atPath: path)
    }
    let kinds = byDamage.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    print(
      "damaged libraries: \(Self.fileCount) files (\(kinds.joined(separator: ", "))), "
        + "\(loaded) loaded, \(refused) refused, none changed")
    #expect(loaded + refused == Self.fileCount)
    #expect(loaded > 0)
    #expect(refused > 0)
  }

  /// Loads through the store; true when it loaded.
  ///
  /// A refusal must be one line naming the file.
  private func checkStore(path: String, bytes: [UInt8]) -> Bool {
    var didLoad = false
    do {
      _ = try LibraryStore.load(from: path)
      didLoad = true
    } catch {
      let message = error.description
      #expect(message.hasPrefix(path + ":"), "not naming the file: \(message.prefix(200))")
      #expect(!message.contains("\n"), "more than one line: \(message.prefix(200))")
    }
    #expect(RobustnessFixtures.bytes(at: path) == bytes, "\(path) changed on load")
    return didLoad
  }

  /// Starts the app on the file, replaying a few keys; true when it ran.
  private func checkApp(path: String, script: String, bytes: [UInt8]) -> Bool {
    var errors: [String] = []
    let status: Int32
    do {
      let options = try CommandLineOptions.parse([
        "--replay", script, "--headless", "--data", path, "--size", "60x16",
      ])
      let runner = AppRunner(
        options: options, environment: [:], printError: { errors.append($0) },
        printOutput: { _ in })
      status = runner.run(
        isInteractiveTerminal: false,
        makeTerminal: { _ in HeadlessTerminal(size: Size(width: 60, height: 16)) }, close: {})
    } catch {
      Issue.record("options: \(error)")
      return false
    }
    #expect(status == 0 || status == 2, "\(path): status \(status)")
    if status == 2 {
      #expect(errors.count == 1, "\(path): \(errors.count) messages")
      let message = errors.first ?? ""
      #expect(message.hasPrefix("navstack: \(path):"), "\(message.prefix(200))")
      #expect(!message.contains("\n"), "\(message.prefix(200))")
    }
    #expect(RobustnessFixtures.bytes(at: path) == bytes, "\(path) changed by the app")
    return status == 0
  }

  // MARK: Mutations

  private func mutate(
    _ original: [UInt8], _ damage: Damage, _ random: inout SeededRandom
  ) -> [UInt8] {
    var bytes = original
    switch damage {
    case .truncated:
      bytes.removeSubrange(random.int(0...(bytes.count - 1))...)
    case .flippedBytes:
      for _ in 0..<random.int(1...4) {
        bytes[random.int(0...(bytes.count - 1))] ^= UInt8(random.int(1...255))
      }
    case .wrongType:
      bytes = replaceRandom(in: bytes, Self.typeSwaps, &random)
    case .deepNesting:
      let depth = random.pick([100, 1_000, 50_000, 300_000])
      let open = random.pick(["[", "{\"a\":"])
      let close = open == "[" ? "]" : "}"
      let nested =
        String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
      bytes = insertValue(Array(nested.utf8), into: bytes, &random)
    case .hugeString:
      let length = random.pick([70_000, 300_000, 1_000_000])
      let text =
        "\"" + String(repeating: random.pick(["a", "日", "\\n", "😀"]), count: length) + "\""
      bytes = insertValue(Array(text.utf8), into: bytes, &random)
    case .invalidUTF8:
      let bad = random.pick(Self.invalidSequences)
      let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
      let at = quotes.isEmpty ? 0 : random.pick(quotes) + 1
      bytes.insert(contentsOf: bad, at: at)
    case .mixed:
      let first = random.pick([Damage.flippedBytes, .wrongType, .invalidUTF8])
      bytes = mutate(mutate(bytes, first, &random), .truncated, &random)
    }
    return bytes
  }

  /// Values of the wrong type, or missing, for fields the schema fixes.
  static let typeSwaps: [(String, String)] = [
    (#""version": 1"#, #""version": "1""#), (#""version": 1"#, #""version": 2"#),
    (#""version": 1"#, #""version": null"#), (#""version":1"#, #""version":1.5"#),
    (#""done": false"#, #""done": "no""#), (#""done": true"#, #""done": 1"#),
    (#""done":false"#, #""done":null"#), (#""name": "#, #""name": 42, "x": "#),
    (#""items": ["#, #""items": {"a": ["#), (#""folders": ["#, #""folders": "["#),
    (#""notes": "#, #""notes": ["#), (#""id": "#, #""id": {}, "y": "#),
    (#""name":"#, #""name":true,"z":"#), (#""items":["#, #""items":null,"w":["#),
  ]

  /// UTF-8 that is not: stray continuation bytes, overlong forms, surrogates, cut sequences.
  static let invalidSequences: [[UInt8]] = [
    [0x80], [0xBF, 0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
    [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFF], [0xFE], [0xE2, 0x82],
    [0xF0, 0x9F, 0x98], [0x00], [0x1B, 0x5B, 0x32, 0x4A],
  ]

  /// The bytes with one of `swaps` applied where its text occurs (or a swap at random).
  private func replaceRandom(
    in bytes: [UInt8], _ swaps: [(String, String)], _ random: inout SeededRandom
  ) -> [UInt8] {
    let text = String(decoding: bytes, as: UTF8.self)
    let present = swaps.filter { text.contains($0.0) }
    guard !present.isEmpty else { return bytes + Array(#","extra":[1,"#.utf8) }
    let swap = random.pick(present)
    guard let range = text.range(of: swap.0) else { return bytes }
    var occurrences = [range]
    while let next = text.range(
      of: swap.0, range: occurrences[occurrences.count - 1].upperBound..<text.endIndex)
    {
      occurrences.append(next)
    }
    var changed = text
    changed.replaceSubrange(random.pick(occurrences), with: swap.1)
    return Array(changed.utf8)
  }

  /// The bytes with `value` placed as the value of a field: in place of a string, a number,
  /// a `true`/`false`, or as a new unknown field, which the app keeps as it is.
  private func insertValue(
    _ value: [UInt8], into bytes: [UInt8], _ random: inout SeededRandom
  ) -> [UInt8] {
    let colons = bytes.indices.filter { bytes[$0] == UInt8(ascii: ":") }
    guard !colons.isEmpty else { return value }
    var position = random.pick(colons) + 1
    while position < bytes.count && bytes[position] == UInt8(ascii: " ") { position += 1 }
    var end = position
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      end += 1
      while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
        end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
      }
      end = min(bytes.count, end + 1)
    } else {
      let stops: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")]
      while end < bytes.count, !stops.contains(bytes[end]) { end += 1 }
    }
    var result = bytes
    if random.int(0...1) == 0, let brace = bytes.firstIndex(of: UInt8(ascii: "{")) {
      result.insert(
        contentsOf: Array(#""unknown": "#.utf8) + value + [UInt8(ascii: ",")], at: brace + 1)
      return result
    }
    result.replaceSubrange(position..<end, with: value)
    return result
  }
}
