import NavStack

/// One error found in a keystroke script, at the place that caused it.
///
/// It prints as compilers print, `SCRIPT:LINE:COL: error: message`, so editors and terminals
/// can jump to it. Line and column are 1-based; the column counts characters and points at
/// the offending token (or just past the last one when an argument is missing).
public struct ScriptDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The script's path, as it was given.
  public var path: String
  /// The 1-based line, or 0 for an error about the whole file.
  public var line: Int
  /// The 1-based column of the offending token, in characters.
  public var column: Int
  /// What is wrong, with a suggestion for a near miss.
  public var message: String

  /// An error at `line` and `column` of the script at `path`.
  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `SCRIPT:LINE:COL: error: message`; `SCRIPT: error: message` when the error concerns the
  /// whole file (line 0), such as a file that cannot be read.
  public var description: String {
    line > 0
      ? "\(path):\(line):\(column): error: \(message)"
      : "\(path): error: \(message)"
  }
}

/// Every error of a script that did not parse, in source order.
///
/// The parser reports them all at once, so one run shows everything that must be fixed.
public struct ScriptErrors: Error, Hashable, Sendable, CustomStringConvertible {
  /// The errors, in source order.
  public var diagnostics: [ScriptDiagnostic]

  /// The errors given, in the order given.
  public init(_ diagnostics: [ScriptDiagnostic]) {
    self.diagnostics = diagnostics
  }

  /// The process exit status for a script error: 2, as for any usage error (SPEC §6).
  public var exitStatus: Int32 { 2 }

  /// One diagnostic a line.
  public var description: String {
    diagnostics.map(\.description).joined(separator: "\n")
  }
}
