/// The folder part of a path, as `NSString.deletingLastPathComponent` gives it.
///
/// `/a/b/c.json` gives `/a/b`, `/a` gives `/`, `c.json` gives the empty string; trailing and
/// repeated slashes are ignored. Written here so that these few paths do not need Foundation
/// proper (`NSString`), which would link all of it into the binary. (For the root, `/`,
/// however spelled, it gives `/`.)
func parentFolder(of path: String) -> String {
  var parts = path.split(separator: "/", omittingEmptySubsequences: true)
  let absolute = path.hasPrefix("/")
  guard !parts.isEmpty else { return absolute ? "/" : "" }
  parts.removeLast()
  let joined = parts.joined(separator: "/")
  return absolute ? "/" + joined : joined
}
