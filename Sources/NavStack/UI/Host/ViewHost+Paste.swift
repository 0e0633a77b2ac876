extension ViewHost {
  /// A paste goes to the focused view as text (a field inserts it in one edit); elsewhere it
  /// is dropped, so nothing in it runs a command.
  func handlePaste(_ text: String) {
    frameReuse.forget()
    guard lastSize.fits(.minimum), alert == nil, !isHelpShown, let focused = focusedTarget else {
      return
    }
    _ = focused.handler(.paste(text))
    settle()
    commitFrame()
  }

  /// Input the decoder could not read is logged, never typed.
  func noteDroppedInput(_ description: String) {
    graph.warn("dropped input: \(description)")
    needsFrame = true
    frameReuse.forget()
  }
}
