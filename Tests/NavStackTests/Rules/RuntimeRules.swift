import NavStackTesting
import Testing

@testable import NavStack

/// The fourth post's items model: the item being edited drives a push.
@MainActor
private final class ItemListDataModel: ObservableObject {
  @Published var items = [Folder(name: "Quarterly plan"), Folder(name: "Budget")]
  @Published var itemToEdit: Folder?

  func showItem(_ item: Folder) { itemToEdit = item }

  func updateItem(_ item: Folder) {
    itemToEdit = nil
  }
}

/// The fourth post's nested coordinators: folders push items, items push a detail.
private struct FolderListCoordinatorView: View {
  @State private var selectedFolder: Folder?
  private let list = [Folder(name: "Work"), Folder(name: "Home")]

  var body: some View {
    NavigationView {
      List(list) { folder in
        Button(folder.name) { selectedFolder = folder }
      }
      .navigationDestination(item: $selectedFolder) { folder in
        ItemListCoordinatorView().navigationTitle(folder.name)
      }
      .navigationTitle("My folders")
    }
  }
}

private struct ItemListCoordinatorView: View {
  @StateObject private var dataModel = ItemListDataModel()

  var body: some View {
    List(dataModel.items) { item in
      Button(item.name) { dataModel.showItem(item) }
    }
    .navigationTitle("My List")
    .navigationDestination(item: $dataModel.itemToEdit) { item in
      ItemDetailView(item: item, save: dataModel.updateItem(_:))
    }
  }
}

private struct ItemDetailView: View {
  let item: Folder
  let save: (Folder) -> Void

  var body: some View {
    Button("Save") { save(item) }.navigationTitle(item.name)
  }
}

/// A model a pushed screen presents from, so that its binding outlives the screen.
@MainActor
private final class PresenterModel: ObservableObject {
  @Published var path: [Folder] = []
  @Published var showSheet = false
  @Published var showAlert = false

  /// A pushed screen, `Presenter`, that presents what `flag` turns on.
  init(presenting flag: ReferenceWritableKeyPath<PresenterModel, Bool>) {
    path = [Folder(name: "Presenter")]
    self[keyPath: flag] = true
  }
}

private struct Presenter: View {
  @ObservedObject var model: PresenterModel

  var body: some View {
    NavigationStack(path: $model.path) {
      Text("root")
        .navigationTitle("Root")
        .navigationDestination(for: Folder.self) { folder in
          Text("presenter")
            .navigationTitle(folder.name)
            .sheet(isPresented: $model.showSheet) {
              Button("Pop presenter") { model.path.removeAll() }.navigationTitle("Sheet")
            }
            .alert("Careful", isPresented: $model.showAlert) {
              Button("OK") {}
            }
        }
    }
  }
}

/// Records the lifecycle of the screen it is attached to.
private struct LifecycleLog: ViewModifier {
  let name: String
  let events: Events

  func body(content: Content) -> some View {
    content
      .onAppear { events("\(name) appear") }
      .onDisappear { events("\(name) disappear") }
  }
}

@MainActor
@Suite("The view runtime's navigation rules")
struct RuntimeRules {
  @Test("R27 setting the driving optional to nil pops at any depth, in one update")
  func nestedNilPops() {
    let session = ViewSession(FolderListCoordinatorView())
    #expect(session.click("Work"))
    #expect(session.stack == "My folders > Work")
    for _ in 0..<3 {
      #expect(session.click("Quarterly plan"))
      #expect(session.stack == "My folders > Work > Quarterly plan")
      #expect(session.click("Save"))
      #expect(session.stack == "My folders > Work")
      #expect(session.row(0).contains("Work"))
      #expect(session.shows("Budget"))
    }
  }

  @Test("R42 popping the view that presented a sheet removes it and writes false")
  func popRemovesSheet() {
    let model = PresenterModel(presenting: \.showSheet)
    let session = ViewSession(Presenter(model: model))
    #expect(session.stack == "Root > Presenter | Sheet")
    #expect(session.click("Pop presenter"))
    #expect(session.stack == "Root")
    #expect(model.showSheet == false)
    #expect(model.path.isEmpty)
  }

  @Test("R42 popping the view that presented an alert removes it and writes false")
  func popRemovesAlert() {
    let model = PresenterModel(presenting: \.showAlert)
    let session = ViewSession(Presenter(model: model))
    #expect(session.shows("Careful"))
    model.path = []
    session.settle()
    #expect(session.stack == "Root")
    #expect(!session.shows("Careful"))
    #expect(model.showAlert == false)
  }

  @Test("R44 toolbar content is built and appears even where no stack draws it")
  func toolbarContentAppears() {
    let events = Events()
    let attempt = Text("Something")
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          PresentedProbe(name: "item").onAppear { events("Please work") }
        }
      }
    let bare = ViewSession(attempt)
    #expect(events.list == ["Please work"])
    #expect(!bare.shows("item presented"))
    _ = ViewSession(NavigationView { attempt })
    #expect(events.list == ["Please work", "Please work"])
  }

  @Test("R45 onAppear for the root, a push, a sheet and a screen revealed by a pop")
  func appearances() {
    struct Root: View {
      let events: Events
      @State private var sheet = false
      var body: some View {
        VStack {
          NavigationLink("Push") {
            Button("Present") { sheet = true }
              .navigationTitle("Pushed")
              .modifier(LifecycleLog(name: "pushed", events: events))
          }
        }
        .navigationTitle("Root")
        .modifier(LifecycleLog(name: "root", events: events))
        .sheet(isPresented: $sheet) {
          Text("sheet").navigationTitle("Sheet").modifier(
            LifecycleLog(name: "sheet", events: events))
        }
      }
    }
    let events = Events()
    let session = ViewSession(NavigationStack { Root(events: events) })
    #expect(events.list == ["root appear"])
    session.click("Push")
    #expect(events.list == ["root appear", "root disappear", "pushed appear"])
    events.list = []
    session.click("Present")
    #expect(events.list == ["sheet appear"])
    session.press(.escape)
    #expect(events.list == ["sheet appear", "sheet disappear"])
    events.list = []
    session.press(.escape)
    #expect(events.list == ["pushed disappear", "root appear"])
  }

  @Test("R45 .task starts with onAppear and is cancelled with onDisappear")
  func taskLifetime() async {
    struct Root: View {
      let events: Events
      var body: some View {
        NavigationLink("Push") { Text("covering").navigationTitle("Pushed") }
          .navigationTitle("Root")
          .task {
            events("task started")
            try? await Task.sleep(for: .seconds(600))
            events(Task.isCancelled ? "task cancelled" : "task finished")
          }
      }
    }
    let events = Events()
    let session = ViewSession(NavigationStack { Root(events: events) })
    for _ in 0..<100 where events.list.isEmpty { await Task.yield() }
    #expect(events.list == ["task started"])
    session.click("Push")
    for _ in 0..<100 where events.list.count < 2 { await Task.yield() }
    #expect(events.list == ["task started", "task cancelled"])
  }
}
