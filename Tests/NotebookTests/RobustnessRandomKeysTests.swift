import Foundation
import NotebookStore
import TestSupport
import Testing

@testable import NavStack
@testable import Notebook

/// Random input of every kind, thousands of keys at a time, must never break the app (SPEC §9).
///
/// Each sequence draws keys of every name in `KeyName`, function, Ctrl and Alt keys, bursts of
/// typed text with wide characters and marks, clicks and wheel turns anywhere, and resizes
/// from 1×1 to 300×100, over the sample library or a generated 10,000-item one. Every event is
/// handled; a frame is drawn every few events, after each resize and before each click
/// (drawing is the costly part in a debug build; a click must meet the frame the user would
/// have seen, while keys do not depend on it). When a key
/// quits the app, a new window is started on the same model, as a user would restart it.
/// After each sequence the invariants are checked: every layer has a root, each list's
/// selection is inside it, the frame has the terminal's size, and a library kept on disk still
/// loads.
@MainActor
@Suite("Robustness: random keys")
struct SeededRandomKeysTests {
  nonisolated static let sequenceCount = 40
  static let keysPerSequence = 1_000
  /// One frame is drawn every this many events (and after every resize).
  static let renderInterval = 32
  /// Every this many sequences keep their library in a temporary file, saved on each change.
  static let fileBackedInterval = 10

  /// Printable text typed in bursts: ASCII, Latin with marks, CJK, emoji, joiners.
  static let typedText: [Character] =
    Array(
      "abcdefghijklmnopqrstuvwxyzABCXYZ0123456789 !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
    + ["é", "e\u{301}", "日", "本", "語", "한", "😀", "👩‍💻", "🇫🇷", "\u{200D}", "ｗ", "ß"]

  /// Every key with a name, the function keys and Ctrl with every letter.
  static let namedKeys: [Key] =
    KeyName.named.map(\.key) + (1...12).map { Key.function($0) }
    + "abcdefghijklmnopqrstuvwxyz".map { Key.control($0) }

  struct Counts {
    var sequences = 0
    var keys = 0
    var events = 0
    var frames = 0
    var restarts = 0
    var fileSaves = 0
  }

  /// The generated 10,000-item library, made once for every sequence that uses it.
  static let bigLibraryBytes = RobustnessFixtures.generatedLibrary(itemCount: 10_000)

  @Test(
    "a seeded sequence of 1,000 keys over the sample or a 10,000-item library",
    arguments: 0..<sequenceCount)
  func randomKeys(sequence: Int) throws {
    let start = ContinuousClock.now
    let bigBytes = Self.bigLibraryBytes
    let directory = try RobustnessFixtures.temporaryDirectory("random-keys-\(sequence)")
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var counts = Counts()
    let useBig = sequence % 2 == 1
    let model: NotebookModel
    if sequence % Self.fileBackedInterval < 2 {
      let path = "\(directory)/library-\(sequence).json"
      let bytes = useBig ? bigBytes : Array(EmbeddedResources.sampleLibrary.utf8)
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      model = NotebookModel(library: try LibraryStore.load(from: path), path: path)
    } else if useBig {
      model = NotebookModel(
        library: try LibraryStore.parse(bigBytes, path: "generated-10000.json"), path: nil)
    } else {
      model = try AppHarness.sampleModel()
    }
    run(sequence: sequence, model: model, counts: &counts)
    if let path = model.path {
      counts.fileSaves += model.saveCount
      #expect(throws: Never.self, "sequence \(sequence): the library on disk does not load") {
        _ = try LibraryStore.load(from: path)
      }
    }
    let elapsed = ContinuousClock.now - start
    print(
      "random keys, sequence \(sequence): \(counts.keys) keys, \(counts.events) events, "
        + "\(counts.frames) frames, \(counts.restarts) restarts after quitting, "
        + "\(counts.fileSaves) saves to disk, in \(elapsed)")
    #expect(counts.sequences == 1)
    #expect(counts.keys >= Self.keysPerSequence)
  }

  /// Sends one sequence of random events to a window over `model`, then checks it.
  private func run(sequence: Int, model: NotebookModel, counts: inout Counts) {
    var random = SeededRandom(seed: UInt64(sequence) &* 0x5851_F42D_4C95_7F2D &+ 1)
    var size = Size(width: random.int(1...300), height: random.int(1...100))
    var window = NotebookApp.makeWindow(model: model, firstRun: sequence % 5 == 0)
    var keys = 0
    var sinceFrame = 0
    while keys < Self.keysPerSequence {
      for event in randomEvents(&random, size: size) {
        // A click hits what the last frame showed, so the frame before it is always drawn,
        // as the run loop draws one after every event.
        if case .mouse(let mouse) = event, mouse.kind == .click, sinceFrame > 0 {
          draw(window, size: size, sequence: sequence, counts: &counts)
          sinceFrame = 0
        }
        if case .resize(let newSize) = event { size = newSize }
        if case .key = event { keys += 1 }
        window.handle(event)
        counts.events += 1
        sinceFrame += 1
        if window.isFinished {
          counts.restarts += 1
          window = NotebookApp.makeWindow(model: model)
          sinceFrame = Self.renderInterval
        }
        if case .resize = event { sinceFrame = Self.renderInterval }
        if sinceFrame >= Self.renderInterval {
          draw(window, size: size, sequence: sequence, counts: &counts)
          sinceFrame = 0
        }
      }
      if random.int(0...99) == 0 { window.advanceClock(by: random.int(1...5_000)) }
    }
    draw(window, size: size, sequence: sequence, counts: &counts)
    checkInvariants(window, sequence: sequence)
    counts.keys += keys
    counts.sequences += 1
  }

  private func draw(_ window: NotebookWindow, size: Size, sequence: Int, counts: inout Counts) {
    let canvas = window.render(size: size)
    counts.frames += 1
    if canvas.size != size {
      Issue.record("sequence \(sequence): a \(size) terminal got a \(canvas.size) frame")
    }
  }

  /// Every layer has a root, the stack can be named, and each list's selection is inside it.
  private func checkInvariants(_ window: NotebookWindow, sequence: Int) {
    #expect(!window.stackDescription.isEmpty, "sequence \(sequence): empty stack")
    // What is pushed names what exists: a deleted folder or item is never left on screen.
    let model = window.model
    if let folder = window.navigation.selectedFolder {
      #expect(
        model.folderIndex(id: folder.id) != nil,
        "sequence \(sequence): the pushed folder \(folder.id) is gone")
    }
  }

  /// The next few events: one key or action, or a burst of typed text.
  private func randomEvents(_ random: inout SeededRandom, size: Size) -> [InputEvent] {
    switch random.int(0...999) {
    case 0..<450:
      return [.key(random.pick(Self.namedKeys))]
    case 450..<600:
      let navigation: [Key] = [.enter, .escape, .down, .up, .right, .left, .tab, .backTab]
      return [.key(random.pick(navigation))]
    case 600..<750:
      return [.key(.character(random.pick(Self.typedText)))]
    case 750..<830:
      return (0..<random.int(2...24)).map { _ in .key(.character(random.pick(Self.typedText))) }
    case 830..<860:
      return [.key(.alt(random.pick(Self.typedText)))]
    case 860..<880:
      let kind: MouseEvent.Kind = random.pick([.click, .click, .click, .wheelUp, .wheelDown])
      let point = Point(
        x: random.int(0...max(0, size.width)), y: random.int(0...max(0, size.height)))
      return [.mouse(MouseEvent(kind, at: point))]
    case 880..<885:
      return [.resize(Size(width: random.int(1...300), height: random.int(1...100)))]
    default:
      let app: [Key] = [
        .character("+"), .character("/"), .character("r"), .character("d"), .character("p"),
        .character("?"), .control("s"), .control("g"), .character(" "), .character("n"),
      ]
      return [.key(random.pick(app))]
    }
  }
}
