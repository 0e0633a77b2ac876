import NavStackTesting
import Testing

@testable import NavStack

@MainActor
@Suite("Presentation, environment, dismiss, through views")
struct PresentationRules {
  /// A root that pushes, presents a sheet with a stack and one without.
  private struct DismissPlaces: View {
    @State private var showSheet = false
    @State private var showBare = false

    var body: some View {
      NavigationStack {
        VStack {
          DismissButton("Dismiss root")
          NavigationLink("Push", value: Folder(name: "Pushed"))
          Button("Open sheet") { showSheet = true }
          Button("Open bare sheet") { showBare = true }
        }
        .navigationTitle("Root")
        .navigationDestination(for: Folder.self) { folder in
          DismissButton("Dismiss \(folder.name)").navigationTitle(folder.name)
        }
        .sheet(isPresented: $showSheet) {
          NavigationStack {
            VStack {
              DismissButton("Close sheet")
              NavigationLink("Deeper", value: Folder(name: "InSheet"))
            }
            .navigationTitle("Sheet")
            .navigationDestination(for: Folder.self) { folder in
              DismissButton("Dismiss \(folder.name)").navigationTitle(folder.name)
            }
          }
        }
        .sheet(isPresented: $showBare) {
          DismissButton("Close bare").navigationTitle("Bare")
        }
      }
    }
  }

  @Test("R25 dismiss: a pushed screen pops; a sheet's root closes it; the root does nothing")
  func dismissMeanings() {
    let session = ViewSession(DismissPlaces())
    #expect(session.click("Dismiss root"))
    #expect(session.stack == "Root")
    #expect(session.click("Push"))
    #expect(session.stack == "Root > Pushed")
    #expect(session.click("Dismiss Pushed"))
    #expect(session.stack == "Root")
    #expect(session.click("Open sheet"))
    #expect(session.stack == "Root | Sheet")
    #expect(session.click("Deeper"))
    #expect(session.stack == "Root | Sheet > InSheet")
    #expect(session.click("Dismiss InSheet"))
    #expect(session.stack == "Root | Sheet")
    #expect(session.click("Close sheet"))
    #expect(session.stack == "Root")
    #expect(session.click("Open bare sheet"))
    #expect(session.stack == "Root | Bare")
    #expect(session.click("Close bare"))
    #expect(session.stack == "Root")
  }

  @Test("R25 presentationMode dismisses as dismiss does")
  func presentationModeDismisses() {
    struct Child: View {
      @Environment(\.presentationMode) private var presentationMode
      var body: some View {
        Button("Go back") { presentationMode.wrappedValue.dismiss() }.navigationTitle("Child")
      }
    }
    let session = ViewSession(
      NavigationView { NavigationLink("Open", destination: Child()).navigationTitle("Root") })
    session.click("Open")
    #expect(session.stack == "Root > Child")
    session.click("Go back")
    #expect(session.stack == "Root")
  }

  @Test("R26 isPresented is true for pushed screens and sheets, false for the root")
  func isPresentedValues() {
    struct Root: View {
      @State private var showSheet = false
      var body: some View {
        VStack {
          PresentedProbe(name: "root")
          NavigationLink("Push") {
            VStack {
              PresentedProbe(name: "pushed")
              Button("Present") { showSheet = true }
            }
            .navigationTitle("Pushed")
          }
        }
        .navigationTitle("Root")
        .sheet(isPresented: $showSheet) {
          PresentedProbe(name: "sheet").navigationTitle("Sheet")
        }
      }
    }
    let session = ViewSession(NavigationStack { Root() })
    #expect(session.shows("root presented: false"))
    session.click("Push")
    #expect(session.shows("pushed presented: true"))
    session.click("Present")
    #expect(session.stack == "Root > Pushed | Sheet")
    #expect(session.shows("sheet presented: true"))
  }

  @Test("R26 toolbar content is built only where a stack is, as the first post's detector found")
  func toolbarIsPresentedOnlyInStack() {
    let events = Events()
    let detector = Text("Something")
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) { Detector(events: events) }
      }
    _ = ViewSession(detector)
    #expect(events.list == [])
    _ = ViewSession(NavigationView { detector })
    #expect(events.list == ["Please work"])
  }

  @Test("R28 sheet content has no bar unless it holds a stack; then no back button at its root")
  func sheetBars() {
    struct Root: View {
      @State private var bare = false
      @State private var withStack = false
      var body: some View {
        VStack {
          Button("Bare") { bare = true }
          Button("With stack") { withStack = true }
        }
        .navigationTitle("Root")
        .sheet(isPresented: $bare) { Text("bare content").navigationTitle("Bare sheet") }
        .sheet(isPresented: $withStack) {
          NavigationStack { Text("editor").navigationTitle("New Item") }
        }
      }
    }
    let session = ViewSession(NavigationStack { Root() })
    session.click("Bare")
    #expect(session.shows("bare content"))
    #expect(!session.shows("Bare sheet"))
    session.press(.escape)
    #expect(session.stack == "Root")
    session.click("With stack")
    #expect(session.stack == "Root | New Item")
    let barRow = session.text.split(separator: "\n").first { $0.contains("New Item") }
    #expect(barRow != nil)
    #expect(!(barRow ?? "").contains("<"))
  }

  @Test("R29 a new item id while presented re-presents; onDismiss runs once per dismissal")
  func sheetItemRepresents() {
    struct Root: View {
      let events: Events
      @State private var selected: Folder?
      var body: some View {
        VStack {
          Button("Show A") { selected = Folder(name: "A") }
          Text("selected: \(selected?.name ?? "none")")
        }
        .navigationTitle("Root")
        .sheet(item: $selected, onDismiss: { events("dismissed") }) { folder in
          VStack {
            Text("Sheet \(folder.name)")
            Button("Switch to B") { selected = Folder(name: "B") }
          }
          .navigationTitle(folder.name)
        }
      }
    }
    let events = Events()
    let session = ViewSession(NavigationStack { Root(events: events) })
    session.click("Show A")
    #expect(session.stack == "Root | A")
    session.click("Switch to B")
    #expect(session.stack == "Root | B")
    #expect(session.shows("Sheet B"))
    #expect(events.count("dismissed") == 1)
    session.press(.escape)
    #expect(session.stack == "Root")
    #expect(session.shows("selected: none"))
    #expect(events.count("dismissed") == 2)
  }

  @Test("R30 Esc on a sheet's root dismisses it and writes false at once, unless disabled")
  func escDismisses() {
    struct Root: View {
      @State private var plain = false
      @State private var locked = false
      var body: some View {
        VStack {
          Button("Plain") { plain = true }
          Button("Locked") { locked = true }
          Text("plain: \(plain) locked: \(locked)")
        }
        .navigationTitle("Root")
        .sheet(isPresented: $plain) { Text("plain sheet").navigationTitle("Sheet") }
        .sheet(isPresented: $locked) {
          DismissButton("Done").navigationTitle("Locked").interactiveDismissDisabled()
        }
      }
    }
    let session = ViewSession(NavigationStack { Root() })
    session.click("Plain")
    #expect(session.stack == "Root | Sheet")
    session.press(.escape)
    #expect(session.stack == "Root")
    #expect(session.shows("plain: false locked: false"))
    session.click("Locked")
    session.press(.escape)
    #expect(session.stack == "Root | Locked")
    session.click("Done")
    #expect(session.stack == "Root")
    #expect(session.shows("plain: false locked: false"))
  }

  @Test("R31 pushing in a presentation that has no stack is logged and ignored")
  func pushWithoutStack() {
    struct Root: View {
      @State private var bare = false
      var body: some View {
        Button("Present") { bare = true }
          .navigationTitle("Root")
          .sheet(isPresented: $bare) {
            NavigationLink("Go") { Text("nowhere").navigationTitle("Nowhere") }
              .navigationTitle("Bare")
          }
      }
    }
    let session = ViewSession(NavigationStack { Root() })
    session.click("Present")
    session.click("Go")
    #expect(session.stack == "Root | Bare")
    #expect(session.host.log == ["push ignored: no navigation stack encloses this link"])
  }

  @Test("R32 a sheet over a sheet stacks; dismissing it shows the one below, state intact")
  func stackedSheets() {
    struct First: View {
      @State private var count = 0
      @State private var second = false
      var body: some View {
        NavigationStack {
          VStack {
            Button("Count \(count)") { count += 1 }
            Button("Second") { second = true }
          }
          .navigationTitle("First")
          .sheet(isPresented: $second) { NavigationStack { Text("2").navigationTitle("Second") } }
        }
      }
    }
    struct Root: View {
      @State private var first = false
      var body: some View {
        Button("First") { first = true }.navigationTitle("Root").sheet(isPresented: $first) {
          First()
        }
      }
    }
    let session = ViewSession(NavigationStack { Root() })
    session.click("First")
    session.click("Count 0")
    session.click("Count 1")
    session.click("Second")
    #expect(session.stack == "Root | First | Second")
    session.press(.escape)
    #expect(session.stack == "Root | First")
    #expect(session.shows("Count 2"))
  }

  @Test("R33 a confirmation dialog bound to a Bool sets it false after any button")
  func confirmationDialog() {
    struct Root: View {
      @State private var asking = false
      @State private var deleted = 0
      var body: some View {
        VStack {
          Button("Delete…") { asking = true }
          Text("asking: \(asking) deleted: \(deleted)")
        }
        .navigationTitle("Root")
        .confirmationDialog("Delete?", isPresented: $asking, titleVisibility: .visible) {
          Button("Delete", role: .destructive) { deleted += 1 }
          Button("Cancel", role: .cancel) {}
        }
      }
    }
    let session = ViewSession(NavigationStack { Root() })
    session.click("Delete…")
    #expect(session.shows("Delete?"))
    session.press(.escape)
    #expect(!session.shows("Delete?"))
    #expect(session.shows("asking: false deleted: 0"))
    session.click("Delete…")
    session.press(.character("d"))
    #expect(session.shows("asking: false deleted: 1"))
    session.click("Delete…")
    #expect(session.click("Cancel"))
    #expect(session.shows("asking: false deleted: 1"))
  }

  @Test("R33 a confirmation dialog bound to an item sets it nil after any button")
  func confirmationDialogItem() {
    struct Root: View {
      @State private var toDelete: Folder?
      var body: some View {
        VStack {
          Button("Delete Work") { toDelete = Folder(name: "Work") }
          Text("to delete: \(toDelete?.name ?? "none")")
        }
        .navigationTitle("Root")
        .confirmationDialog(
          "Delete?",
          isPresented: Binding(get: { toDelete != nil }, set: { if !$0 { toDelete = nil } }),
          presenting: toDelete
        ) { folder in
          Button("Delete \(folder.name)", role: .destructive) {}
        }
      }
    }
    let session = ViewSession(NavigationStack { Root() })
    session.click("Delete Work")
    #expect(session.shows("Delete?"))
    #expect(session.click("Delete Work"))
    #expect(session.shows("to delete: none"))
    session.click("Delete Work")
    session.press(.escape)
    #expect(session.shows("to delete: none"))
  }

  @Test("R34 Cancel with unsaved changes asks Discard or Keep Editing; Esc is disabled then")
  func discardChanges() {
    let session = ViewSession(NavigationStack { EditorHost() })
    session.click("Edit item")
    #expect(session.stack == "Root | Edit")
    // Without changes Cancel dismisses at once.
    session.click("Cancel")
    #expect(session.stack == "Root")
    session.click("Edit item")
    session.click("Change")
    #expect(session.shows("draft: changed"))
    session.press(.escape)
    #expect(session.stack == "Root | Edit")
    session.click("Cancel")
    #expect(session.shows("Discard changes?"))
    #expect(session.click("Keep Editing"))
    #expect(session.stack == "Root | Edit")
    #expect(session.shows("draft: changed"))
    session.click("Cancel")
    #expect(session.shows("Discard changes?"))
    session.press(.character("d"))
    #expect(session.stack == "Root")
  }

  @Test("R39 a sheet's typed result is delivered exactly once; nil on Esc")
  func typedResults() {
    struct Picker: View {
      @Binding var result: String?
      @Environment(\.dismiss) private var dismiss
      var body: some View {
        Button("Choose") {
          result = "chosen"
          dismiss()
        }
        .navigationTitle("Picker")
      }
    }
    struct Root: View {
      let events: Events
      @State private var picking = false
      @State private var result: String?
      var body: some View {
        Button("Pick") { picking = true }
          .navigationTitle("Root")
          .sheet(
            isPresented: $picking,
            onDismiss: {
              events("result \(result ?? "nil")")
              result = nil
            }
          ) { NavigationStack { Picker(result: $result) } }
      }
    }
    let events = Events()
    let session = ViewSession(NavigationStack { Root(events: events) })
    session.click("Pick")
    session.click("Choose")
    #expect(session.stack == "Root")
    #expect(events.list == ["result chosen"])
    session.click("Pick")
    session.press(.escape)
    #expect(events.list == ["result chosen", "result nil"])
  }
}

/// The first post's `IShouldGoToBedView`: reports when a stack's bar hosts it.
private struct Detector: View {
  let events: Events
  @Environment(\.isPresented) private var isPresented

  var body: some View {
    Text("")
      .onChange(of: isPresented) { _, isPresented in
        if isPresented { events("Please work") }
      }
  }
}

/// An editor in a sheet that asks before throwing changes away (R34).
private struct EditorHost: View {
  @State private var editing = false

  struct Editor: View {
    @State private var draft = "original"
    @State private var confirming = false
    @Environment(\.dismiss) private var dismiss
    private var hasChanges: Bool { draft != "original" }

    var body: some View {
      NavigationStack {
        VStack {
          Text("draft: \(draft)")
          Button("Change") { draft = "changed" }
        }
        .navigationTitle("Edit")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") {
              if hasChanges { confirming = true } else { dismiss() }
            }
          }
        }
        .confirmationDialog("Discard changes?", isPresented: $confirming) {
          Button("Discard", role: .destructive) { dismiss() }
          Button("Keep Editing", role: .cancel) {}
        }
        .interactiveDismissDisabled(hasChanges)
      }
    }
  }

  var body: some View {
    Button("Edit item") { editing = true }
      .navigationTitle("Root")
      .sheet(isPresented: $editing) { Editor() }
  }
}
