extension ViewHost {
  /// Lines the program printed while the terminal held the screen join the window's log, where
  /// the inspector (Ctrl+G) shows them, as Textual's console shows a `print`.
  public func notePrintedOutput(_ lines: [String]) {
    for line in lines { graph.warn(line) }
    // The inspector shows the log: the kept frame no longer does.
    needsFrame = true
    frameReuse.forget()
  }
}
