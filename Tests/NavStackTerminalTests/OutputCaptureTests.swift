import Foundation
import Testing

@testable import NavStackTerminal

/// The capture of standard output while the screen is taken, on descriptors of the test's own
/// (the test runner's standard output is left alone): writes go to the capture, not to where
/// the descriptor wrote; they are read without blocking; release puts the descriptor back and
/// writes out what was captured.
@Suite("Output capture: print while the screen is taken")
struct OutputCaptureTests {
  /// A temporary file standing for the terminal, and a descriptor writing to it standing for
  /// standard output.
  final class Target {
    let path: String
    let descriptor: Int32

    init() throws {
      path = NSTemporaryDirectory() + "capture-\(UUID().uuidString)"
      let file = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
      try #require(file >= 0)
      descriptor = file
    }

    func write(_ text: String) {
      let bytes = Array(text.utf8)
      _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    var contents: String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    deinit {
      close(descriptor)
      unlink(path)
    }
  }

  @Test("writes are captured, read as they come, then written out where they would have gone")
  func captureReadRelease() throws {
    let target = try Target()
    target.write("before\n")
    let capture = try #require(OutputCapture(redirecting: [target.descriptor]))
    #expect(!capture.hasUnread)
    #expect(capture.read().isEmpty)
    target.write("one\ntw")
    #expect(capture.hasUnread)
    #expect(String(decoding: capture.read(), as: UTF8.self) == "one\ntw")
    #expect(!capture.hasUnread)
    target.write("o\n")
    #expect(target.contents == "before\n", "a captured write reached the descriptor's file")
    #expect(String(decoding: capture.release(), as: UTF8.self) == "o\n")
    #expect(capture.release().isEmpty, "a second release")
    target.write("after\n")
    #expect(target.contents == "before\none\ntwo\nafter\n")
  }

  @Test("a write larger than a pipe holds never blocks, and is read whole")
  func largeWrite() throws {
    let target = try Target()
    let capture = try #require(OutputCapture(redirecting: [target.descriptor]))
    let line = String(repeating: "x", count: 999) + "\n"
    target.write(String(repeating: line, count: 200))
    #expect(capture.read().count == 200_000)
    _ = capture.release()
    #expect(target.contents.count == 200_000)
  }

  @Test("only a standard descriptor that is a terminal is captured, and none off a terminal")
  func descriptorsOffTerminal() throws {
    let target = try Target()
    #expect(OutputCapture.descriptors(drawingOn: target.descriptor).isEmpty)
    #expect(OutputCapture(redirecting: []) == nil)
  }
}
