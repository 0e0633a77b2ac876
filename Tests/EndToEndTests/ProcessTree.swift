import Foundation

/// The processes below a given one, read from `/proc`.
///
/// tmux reports only the pid of the pane's shell; the signal tests need the app's own pid,
/// which is one of that shell's descendants.
enum ProcessTree {
  /// The pids of every descendant of `root` whose command name is `name` (any, when nil).
  static func descendants(of root: Int32, named name: String? = nil) -> [Int32] {
    let table = processTable()
    var found: [Int32] = []
    var frontier = [root]
    while let parent = frontier.popLast() {
      for entry in table where entry.parent == parent {
        frontier.append(entry.pid)
        if name == nil || entry.name == name { found.append(entry.pid) }
      }
    }
    return found
  }

  /// Whether `pid` is a process still running: neither gone nor a zombie waiting to be reaped.
  static func isRunning(_ pid: Int32) -> Bool {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else {
      return false
    }
    let stat = String(decoding: data, as: UTF8.self)
    guard let close = stat.lastIndex(of: ")") else { return false }
    let state = stat[stat.index(after: close)...].split(separator: " ").first
    return state != "Z" && state != "X"
  }

  private static func processTable() -> [(pid: Int32, parent: Int32, name: String)] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap { entry in
      guard let pid = Int32(entry),
        let data = FileManager.default.contents(atPath: "/proc/\(entry)/stat")
      else { return nil }
      return parse(String(decoding: data, as: UTF8.self), pid: pid)
    }
  }

  /// `pid (comm) state ppid …`; the name may itself hold spaces and parentheses.
  private static func parse(_ stat: String, pid: Int32) -> (Int32, Int32, String)? {
    guard let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else {
      return nil
    }
    let name = String(stat[stat.index(after: open)..<close])
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 1, let parent = Int32(fields[1]) else { return nil }
    return (pid, parent, name)
  }
}
