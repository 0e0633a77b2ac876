import Foundation
import Testing

/// The permission cases as an ordinary user meets them, run as `nobody` (uid 65534) through
/// `setpriv`: the tests run as root, and root bypasses mode bits.
///
/// A library the user may not replace (its mode, its owner, its group) opens read-only: the bar
/// says so, an edit is refused with the reason, and the file keeps its bytes and its owner. A
/// library the user owns is saved with its owner, group and mode kept.
@Suite(
  "Permissions, as an unprivileged user",
  .enabled(if: Unprivileged.isAvailable, Unprivileged.unavailableReason))
struct UnprivilegedPermissionTests {
  /// A library's owner, group and mode, and the refusal expected for `nobody`.
  struct Case: Sendable, CustomTestStringConvertible {
    var owner: uid_t
    var group: gid_t
    var mode: mode_t
    /// The reason the key bar gives; nil when the save goes through.
    var refusal: String?
    /// Whether the user may write the library's folder (make and rename files in it).
    var folderWritable = true
    var testDescription: String {
      let folder = folderWritable ? "" : " in root's folder"
      return "\(owner):\(group) \(String(mode, radix: 8))\(folder) → \(refusal ?? "saved")"
    }
  }

  static let cases = [
    Case(
      owner: Unprivileged.uid, group: Unprivileged.gid, mode: 0o444,
      refusal: "the file is not writable (mode 0444)"),
    Case(owner: 0, group: 0, mode: 0o644, refusal: "the file is not writable (mode 0644)"),
    Case(
      owner: 0, group: 0, mode: 0o666,
      refusal: "the file belongs to another user (uid 0), which a save could not keep"),
    Case(
      owner: Unprivileged.uid, group: 0, mode: 0o664,
      refusal: "the file's group (gid 0) is not one of yours, which a save could not keep"),
    Case(
      owner: Unprivileged.uid, group: Unprivileged.gid, mode: 0o644,
      refusal: "its folder is not writable (Permission denied)", folderWritable: false),
    Case(owner: Unprivileged.uid, group: Unprivileged.gid, mode: 0o640, refusal: nil),
  ]

  @Test(
    "nobody's run: read-only with the reason, or a save that keeps owner, group and mode",
    arguments: cases)
  func permissions(_ library: Case) async throws {
    let workspace = try Workspace()
    let path = try workspace.write(Workspace.library, to: "lib/library.json")
    for folder in (library.folderWritable ? ["lib"] : []) + ["home", "data", "state"] {
      #expect(chown(workspace.path(folder), Unprivileged.uid, Unprivileged.gid) == 0)
    }
    #expect(chown(path, library.owner, library.group) == 0)
    #expect(chmod(path, library.mode) == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let expectation =
      library.refusal.map {
        "Expect \"Folders (read-only)\"\nr\nType \"X\"\nEnter\nExpect \"Read-only: \($0)\"\n"
      } ?? "ExpectNot \"read-only\"\nr\nType \"X\"\nEnter\nExpect \"WorkX\"\n"
    let script = try workspace.write(expectation, to: "script.keys")
    chmod(script, 0o644)
    let outcome = try await Unprivileged.run(
      ["--replay", script, "--headless", "--size", "160x24", "--data", path], in: workspace)
    #expect(outcome.status == 0, "\(outcome.errors)")

    var info = stat()
    #expect(stat(path, &info) == 0)
    #expect(info.st_uid == library.owner && info.st_gid == library.group)
    #expect(info.st_mode & 0o7777 == library.mode)
    let after = try Data(contentsOf: URL(fileURLWithPath: path))
    if library.refusal == nil {
      #expect(String(decoding: after, as: UTF8.self).contains(#""name":"WorkX""#))
    } else {
      #expect(after == before, "a read-only library changed")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: workspace.path("lib"))
    #expect(!names.contains { $0.contains(".tmp-") }, "\(names)")
  }
}

/// Running the app as `nobody` through `setpriv`.
enum Unprivileged {
  static let uid: uid_t = 65534
  static let gid: gid_t = 65534
  static let setpriv = "/usr/bin/setpriv"
  static let prefix = ["--reuid=\(uid)", "--regid=\(gid)", "--clear-groups"]

  /// Whether `setpriv` can switch to `nobody` here: it needs root (CAP_SETUID).
  static let isAvailable: Bool = {
    let ok =
      geteuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv)
      && (try? Subprocess.runBlocking(
        setpriv, prefix + ["/bin/true"], environment: [:], output: "/dev/null",
        errors: "/dev/null")) == 0
    if !ok { print("skipped: \(unavailableReason)") }
    return ok
  }()

  static let unavailableReason: Comment =
    "setpriv cannot run as uid 65534 here (not root, or util-linux missing)"

  /// Runs the app as `nobody` without a terminal, as `Navstack.run` does.
  static func run(_ arguments: [String], in workspace: Workspace) async throws -> Navstack.Outcome {
    let name = UUID().uuidString
    let output = workspace.path("out/\(name).stdout")
    let errors = workspace.path("out/\(name).stderr")
    let status = try await Subprocess.run(
      setpriv, prefix + [try Navstack.binary()] + arguments, environment: workspace.environment,
      output: output, errors: errors, deadline: TmuxSession.deadline)
    return Navstack.Outcome(
      status: status, output: workspace.read("out/\(name).stdout") ?? "",
      errors: workspace.read("out/\(name).stderr") ?? "")
  }
}
