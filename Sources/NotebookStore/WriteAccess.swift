import Glibc

/// Decides whether a save may replace a library file, and says why not in words.
///
/// A save writes a new file and renames it over the old one, which the folder's permissions
/// allow even when the file's own do not. So the file's permissions are checked here first:
/// without this, a file the user made read-only, or one owned by someone else, would be
/// replaced. Root bypasses the mode bits, but a file with no write bit at all is still taken
/// as the user's wish that it not change.
enum WriteAccess {
  /// `FS_IOC_GETFLAGS` (`_IOR('f', 1, long)`) and its immutable and append-only bits.
  private static let getFlags: UInt = 0x8008_6601
  private static let immutable: Int = 0x10
  private static let appendOnly: Int = 0x20

  /// Why the file at `target` (links already resolved) must not be replaced; nil when it may.
  ///
  /// With `checkingFolder`, a folder where no temporary file can be made refuses too (when
  /// opening); a save leaves that to the system call that fails, which names the stage.
  static func refusal(for target: String, checkingFolder: Bool) -> String? {
    var info = stat()
    guard stat(target, &info) == 0 else {
      return checkingFolder ? folderRefusal(for: target) : nil
    }
    if FileKind.nonRegular(info.st_mode) != nil { return nil }
    let mode = String(info.st_mode & 0o7777, radix: 8)
    if let flag = attributeRefusal(target) { return flag }
    if info.st_mode & 0o222 == 0 || access(target, W_OK) != 0 {
      return "the file is not writable (mode 0\(mode))"
    }
    let user = geteuid()
    if user != 0 && info.st_uid != user {
      return "the file belongs to another user (uid \(info.st_uid)), which a save could not keep"
    }
    if user != 0 && !isMember(of: info.st_gid) {
      return
        "the file's group (gid \(info.st_gid)) is not one of yours, which a save could not keep"
    }
    if info.st_nlink > 1 {
      return "the file has \(info.st_nlink) hard links, which a save would break"
    }
    return checkingFolder ? folderRefusal(for: target) : nil
  }

  /// The folder must let a temporary file be made and renamed.
  private static func folderRefusal(for target: String) -> String? {
    let folder = AtomicFile.split(target).directory
    if access(folder, W_OK | X_OK) != 0 {
      return "its folder is not writable (\(FileIO.message(errno)))"
    }
    return attributeRefusal(folder).map { _ in "its folder is immutable or append-only (chattr)" }
  }

  /// The immutable or append-only attribute (`chattr +i`, `+a`), which even root cannot
  /// write through.
  private static func attributeRefusal(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var flags: Int = 0
    guard ioctl(fd, getFlags, &flags) == 0 else { return nil }
    if flags & immutable != 0 { return "the file is immutable (chattr +i)" }
    if flags & appendOnly != 0 { return "the file is append-only (chattr +a)" }
    return nil
  }

  /// Whether the process may give a file this group: its own, or a supplementary one.
  private static func isMember(of group: gid_t) -> Bool {
    if getegid() == group { return true }
    let count = getgroups(0, nil)
    guard count > 0 else { return false }
    var groups = [gid_t](repeating: 0, count: Int(count))
    let got = getgroups(count, &groups)
    return groups.prefix(Int(max(got, 0))).contains(group)
  }
}
