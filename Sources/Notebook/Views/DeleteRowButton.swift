import NavStack

/// Delete as a folder's or an item's row action.
///
/// A read-only library says so at once, rather than after "Delete …?" was answered; otherwise
/// `ask` puts the question. A function, not a view: a row is built as it scrolls into sight,
/// and a view of its own would be one more node in every row.
@MainActor
func deleteRowButton(
  in model: NotebookModel, showStatus: StatusAction, ask: @escaping @MainActor () -> Void
) -> some View {
  Button("Delete", role: .destructive) {
    if let refusal = model.refusal {
      showStatus(refusal)
    } else {
      ask()
    }
  }
}
