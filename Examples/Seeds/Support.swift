// What the four posts use but do not show, written as plain SwiftUI: with `import SwiftUI` in
// place of `import NavStack` this file compiles on iOS 15 and later.
import NavStack

// MARK: - Post 4: the data the coordinators show

/// A folder of the fourth post's coordinator example.
struct MyFolder: Named, Hashable {
  let id: UUID
  var name: String

  init(id: UUID = UUID(), name: String) {
    self.id = id
    self.name = name
  }

  /// The folders `FolderListCoordinatorView` starts with.
  static let defaultFolderList: [MyFolder] = [
    MyFolder(name: "Work"), MyFolder(name: "Home"), MyFolder(name: "Ideas"),
  ]
}

/// An item of a folder: what `ItemListCoordinatorView` lists and `ItemDetailView` edits.
struct MyItem: Named, Hashable {
  let id: UUID
  var name: String

  init(id: UUID = UUID(), name: String) {
    self.id = id
    self.name = name
  }

  /// The items every `ItemListDataModel` starts with.
  static let defaultItemList: [MyItem] = [
    MyItem(name: "Quarterly plan"), MyItem(name: "Team offsite"), MyItem(name: "Budget"),
  ]
}

/// The item list's model: which item is edited (pushed) and which new item is in the sheet.
final class ItemListDataModel: ObservableObject {
  @Published var items: [MyItem] = MyItem.defaultItemList
  /// The item whose detail is pushed; nil pops it.
  @Published var itemToEdit: MyItem?
  /// The item in the New Item sheet; nil dismisses it.
  @Published var newItem: MyItem?

  /// Pushes the item's detail.
  func showItem(_ item: MyItem) {
    itemToEdit = item
  }

  /// Presents the New Item sheet.
  func addNewItem() {
    newItem = MyItem(name: "Item \(items.count + 1)")
  }

  /// Saves an edited or a new item, then pops the detail and dismisses the sheet.
  func updateItem(_ item: MyItem) {
    if let index = items.firstIndex(where: { $0.id == item.id }) {
      items[index] = item
    } else {
      items.append(item)
    }
    itemToEdit = nil
    newItem = nil
  }
}

/// An item's detail, titled with its name, with a Save button.
struct ItemDetailView: View {
  @State private var item: MyItem
  let save: (MyItem) -> Void

  init(item: MyItem, save: @escaping (MyItem) -> Void) {
    _item = State(initialValue: item)
    self.save = save
  }

  var body: some View {
    VStack(alignment: .leading) {
      Text("Name: \(item.name)")
    }
    .navigationTitle(item.name)
    .toolbar {
      ToolbarItem(placement: .navigationBarTrailing) {
        Button("Save") { save(item) }
      }
    }
  }
}

// MARK: - Post 4: the helpers of the author's previous article

extension View {
  /// Pushes `destination` while `item` is non-nil, through a hidden `NavigationLink`; popping
  /// sets `item` to nil.
  func navViewDestination<Item, Destination: View>(
    with item: Binding<Item?>,
    @ViewBuilder destination: @escaping (Item) -> Destination
  ) -> some View {
    background(
      NavigationLink(
        destination: item.wrappedValue.map(destination),
        isActive: Binding(
          get: { item.wrappedValue != nil },
          set: { isActive in
            if !isActive { item.wrappedValue = nil }
          }
        ),
        label: { EmptyView() }
      )
    )
  }

  /// A list row that runs `action` when tapped anywhere across its width.
  func asTappableRow(_ action: @escaping () -> Void) -> some View {
    frame(maxWidth: .infinity, alignment: .leading)
      .contentShape(Rectangle())
      .onTapGesture(perform: action)
  }

  /// A trailing bar button showing the symbol `imageName`.
  func withNavButton(imageName: String, action: @escaping () -> Void) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarTrailing) {
        Button(action: action) {
          Image(systemName: imageName)
        }
      }
    }
  }
}

// MARK: - Post 3: the onboarding view model

/// The onboarding flow's steps, and which bar buttons each step shows.
final class OnboardingScreenViewModel: ObservableObject {
  /// What the trailing side of the bar shows.
  enum RightBarButton {
    /// On the last step.
    case close
    /// On every step before the last: Next, then Skip.
    case skip
    /// When there are no steps.
    case none
  }

  let steps: [String]
  @Published private(set) var step = 0

  init(steps: [String] = ["Welcome", "Folders", "Items"]) {
    self.steps = steps
  }

  /// "Step 2 of 3".
  var title: String { "Step \(step + 1) of \(steps.count)" }

  var showPreviousButton: Bool { step > 0 }

  var showRightBarButton: RightBarButton {
    if steps.isEmpty { return .none }
    return step < steps.count - 1 ? .skip : .close
  }

  func next() {
    if step < steps.count - 1 { step += 1 }
  }

  func previous() {
    if step > 0 { step -= 1 }
  }
}

/// The onboarding flow as a sheet shows it: the post's screen in a stack, titled with the step;
/// Skip and Close dismiss the sheet.
struct OnboardingFlow: View {
  @StateObject private var viewModel = OnboardingScreenViewModel()
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationView {
      OnboardingScreen(viewModel: viewModel, skip: { dismiss() })
        .navigationTitle(viewModel.title)
    }
  }
}
