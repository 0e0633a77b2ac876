import NavStack
import NavStackScript

extension TerminalRunner {
  /// `--previews`: one line per preview compiled in, its name (what `--preview` takes) and
  /// where it is declared, in columns; nothing when there is none.
  static func previewList(_ previews: [CompiledPreview]) -> String {
    let width = previews.map(\.name.count).max() ?? 0
    return previews.map { preview in
      preview.name + String(repeating: " ", count: width - preview.name.count + 2) + preview.source
    }.joined(separator: "\n")
  }

  /// `--preview NAME`: a launcher that runs the preview `selector` picks in place of the app,
  /// or nil, with the reason printed, when it picks none or more than one.
  func previewLauncher(_ selector: String) -> Launcher? {
    let previews = CompiledPreview.all()
    let chosen = CompiledPreview.matching(selector, in: previews)
    guard chosen.count == 1, let preview = chosen.first else {
      if chosen.isEmpty {
        let hint =
          if previews.isEmpty {
            "the program has none"
          } else if let near = Suggestion.closest(to: selector, among: previews.map(\.name)) {
            "did you mean '\(near)'?"
          } else {
            "--previews lists them"
          }
        printError("\(commandLine.name): no preview is named '\(selector)'; \(hint)")
      } else {
        printError(
          "\(commandLine.name): \(chosen.count) previews are named '\(selector)': "
            + chosen.map(\.source).joined(separator: ", ") + "; name one by its place")
      }
      return nil
    }
    return { _, _ in AppRun { _ in WindowGroup { preview.makeView() }.makeApplication() } }
  }
}
