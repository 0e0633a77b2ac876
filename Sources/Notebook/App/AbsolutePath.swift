import Glibc

/// `path` made absolute against the current folder, as a log names files.
///
/// A relative name means nothing once the folder it was relative to is forgotten. `.` and `..`
/// are kept, and symbolic links are not followed: the path still names the file the user gave.
func absolutePath(_ path: String) -> String {
  guard !path.hasPrefix("/") else { return path }
  guard let folder = getcwd(nil, 0) else { return path }
  defer { free(folder) }
  let base = String(cString: folder)
  let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
  return (base == "/" ? "" : base) + "/" + relative
}
