import Foundation
import Testing

@testable import NavStackTerminal

/// A link opens its URL with `xdg-open` when one is installed, and says so when none is.
@Suite("Opening URLs with xdg-open")
struct SystemServicesTests {
  @Test("an xdg-open on the search path is started with the URL, detached")
  func startsXdgOpen() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("xdg-open-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let opened = folder.appendingPathComponent("opened")
    let script = folder.appendingPathComponent("xdg-open")
    try "#!/bin/sh\nprintf '%s' \"$1\" > '\(opened.path)'\n".write(
      to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)

    #expect(SystemServices.openWithXdgOpen("https://example.com/a b", searchPath: folder.path))
    // The shell has returned; xdg-open runs in the background, so its file comes soon after.
    var written = ""
    for _ in 0..<200 where written.isEmpty {
      written = (try? String(contentsOf: opened, encoding: .utf8)) ?? ""
      if written.isEmpty { usleep(10_000) }
    }
    #expect(written == "https://example.com/a b")
  }

  @Test("without xdg-open nothing is started, and the caller says the URL instead")
  func withoutXdgOpen() {
    #expect(!SystemServices.openWithXdgOpen("https://example.com", searchPath: "/nonexistent"))
    #expect(SystemServices.executable(named: "sh", searchPath: "/nonexistent:/bin") == "/bin/sh")
  }

  @Test("a ShareLink's text goes to the clipboard as OSC 52, in base64")
  func clipboardSequence() {
    #expect(CursesTerminal.clipboardSequence(for: "Buy milk") == "\u{1B}]52;c;QnV5IG1pbGs=\u{07}")
    #expect(CursesTerminal.clipboardSequence(for: "é") == "\u{1B}]52;c;w6k=\u{07}")
  }
}
