import Glibc

/// What a library file is on disk, compared before a save to tell whether another program
/// changed it since the app last read or wrote it.
///
/// The device and inode change when a program replaces the file (an editor's save, `cp` over a
/// new name, a sync tool's rename); the size and the modification time, to the nanosecond, when
/// one writes into it. A change of mode or owner alone (`chmod`) is not a change of contents
/// and is not counted.
public struct FileIdentity: Equatable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modified: timespec

  init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    modified = info.st_mtim
  }

  /// The file at `path` now, a symbolic link followed; nil when there is none.
  public static func of(_ path: String) -> FileIdentity? {
    var info = stat()
    return stat(path, &info) == 0 ? FileIdentity(info) : nil
  }

  /// The open file `fd` now.
  static func of(descriptor fd: Int32) -> FileIdentity? {
    var info = stat()
    return fstat(fd, &info) == 0 ? FileIdentity(info) : nil
  }

  /// The same file, unchanged: `timespec` is not `Equatable`, so the fields are compared here.
  public static func == (left: FileIdentity, right: FileIdentity) -> Bool {
    left.device == right.device && left.inode == right.inode && left.size == right.size
      && left.modified.tv_sec == right.modified.tv_sec
      && left.modified.tv_nsec == right.modified.tv_nsec
  }
}
