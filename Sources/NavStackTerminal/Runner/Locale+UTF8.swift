import FoundationEssentials
import Glibc

extension Locale {
  /// Takes the environment's locale and, when it is not UTF-8, switches to C.UTF-8.
  ///
  /// ncurses draws wide characters only under a UTF-8 locale; C.UTF-8 exists on every Debian
  /// system. When even that fails the app still runs, with a warning.
  static func ensureUTF8(environment: [String: String], program: String) {
    setlocale(LC_ALL, "")
    if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset).uppercased() == "UTF-8"
    {
      return
    }
    if setlocale(LC_ALL, "C.UTF-8") != nil {
      setenv("LC_ALL", "C.UTF-8", 1)
      return
    }
    StandardError.write("\(program): warning: no UTF-8 locale; wide characters may not show\n")
  }
}
