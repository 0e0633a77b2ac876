import Glibc

/// Names what a path is when it is not the regular file a library must be, for one-line refusals.
enum FileKind {
  /// "a directory", "a FIFO", …; nil for a regular file.
  static func nonRegular(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a directory"
    case S_IFIFO: return "a FIFO"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    case S_IFSOCK: return "a socket"
    case S_IFLNK: return "a symbolic link"
    default: return "an unknown kind of file"
    }
  }

  /// The refusal of a file over the size limit, with both sizes in bytes.
  static func tooLarge(_ size: Int, limit: Int) -> String {
    "file too large (\(size) bytes; at most \(limit), \(limit >> 30) GiB)"
  }
}
