import NavStack
import NavStackTesting
import Testing

/// A custom `ViewModifier`'s content behaves as the same view written inline: its toolbar,
/// its back button, its dismissal and its dialogs belong to the screen it modifies.
@MainActor
@Suite("A modifier's content is the view written inline")
struct ModifierInlineTests {
  struct EditorChrome: ViewModifier {
    let hasChanges: Bool
    @State private var isConfirmingDiscard = false
    @Environment(\.dismiss) private var dismiss

    func body(content: Content) -> some View {
      content
        .toolbar {
          if hasChanges {
            ToolbarItem(placement: .navigationBarLeading) {
              Button("‹ Leave") { isConfirmingDiscard = true }.keyboardShortcut(.cancelAction)
            }
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Save") { dismiss() }
          }
        }
        .confirmationDialog("Discard changes?", isPresented: $isConfirmingDiscard) {
          Button("Discard", role: .destructive) { dismiss() }
          Button("Keep Editing", role: .cancel) {}
        }
    }
  }

  struct Editor: View {
    @State private var text = ""
    var body: some View {
      Form { TextField("Name", text: $text) }
        .navigationTitle("Edit")
        .navigationBarBackButtonHidden(!text.isEmpty)
        .modifier(EditorChrome(hasChanges: !text.isEmpty))
    }
  }

  struct Root: View {
    var body: some View {
      NavigationStack {
        NavigationLink("Open") { Editor() }
          .navigationTitle("Home")
      }
    }
  }

  @Test("content changed outside the modifier reaches its screen: the bar's back button hides")
  func backButtonThroughModifier() {
    let session = ViewSession(Root(), size: Size(width: 50, height: 10))
    session.press(.enter)
    #expect(session.stack == "Home > Edit")
    #expect(session.text.contains("Home"))
    session.type("x")
    // `.navigationBarBackButtonHidden` on the content, changed by typing, reaches the bar.
    #expect(session.text.contains("[‹ Leave]"))
    #expect(!session.text.contains("< Home"))
    session.press(.escape)
    #expect(session.text.contains("Discard changes?"))
    session.press(.character("d"))
    #expect(session.stack == "Home")
  }
}
