import Glibc

/// Gives a replacement file the owner, group and extended attributes of the file it replaces.
///
/// A save must not change who owns the library or what its attributes (ACLs, SELinux labels,
/// tags) say. The owner and group are required: when they cannot be kept the save is refused.
/// Attributes are copied where the system lets the process set them, and skipped otherwise.
enum FileOwnership {
  /// Copies ownership and attributes from `old` (the stat of `target`) to `fd`; 0 or an errno.
  static func copy(from old: stat, target: String, to fd: Int32) -> Int32 {
    var new = stat()
    guard fstat(fd, &new) == 0 else { return errno }
    if new.st_uid != old.st_uid || new.st_gid != old.st_gid {
      guard fchown(fd, old.st_uid, old.st_gid) == 0 else { return errno }
    }
    copyAttributes(from: target, to: fd)
    return 0
  }

  /// Copies every extended attribute it can read and set.
  private static func copyAttributes(from path: String, to fd: Int32) {
    guard let calls = XattrCalls.shared else { return }
    let size = calls.list(path, nil, 0)
    guard size > 0 else { return }
    var names = [CChar](repeating: 0, count: size)
    let got = calls.list(path, &names, size)
    guard got > 0 else { return }
    var start = 0
    while start < got {
      let length = names[start..<got].firstIndex(of: 0).map { $0 - start } ?? (got - start)
      let name = Array(names[start..<(start + length)]) + [0]
      start += length + 1
      let valueSize = calls.get(path, name, nil, 0)
      guard valueSize >= 0 else { continue }
      var value = [UInt8](repeating: 0, count: max(valueSize, 1))
      let read = calls.get(path, name, &value, valueSize)
      guard read >= 0 else { continue }
      _ = calls.set(fd, name, value, read, 0)
    }
  }
}

/// The C library's extended attribute calls, looked up at run time.
///
/// Swift's `Glibc` module does not import `<sys/xattr.h>`; nil where the C library lacks them.
struct XattrCalls: Sendable {
  typealias List =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int
    ) -> Int
  typealias Get =
    @convention(c) (
      UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int
    ) -> Int
  typealias Set =
    @convention(c) (
      Int32, UnsafePointer<CChar>?, UnsafeRawPointer?, Int, Int32
    ) -> Int32

  let list: List
  let get: Get
  let set: Set

  static let shared: XattrCalls? = {
    guard let list = dlsym(nil, "listxattr"), let get = dlsym(nil, "getxattr"),
      let set = dlsym(nil, "fsetxattr")
    else { return nil }
    return XattrCalls(
      list: unsafeBitCast(list, to: List.self), get: unsafeBitCast(get, to: Get.self),
      set: unsafeBitCast(set, to: Set.self))
  }()
}
