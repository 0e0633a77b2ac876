import NavStack

/// A recipe, as a browser app keeps them: the sidebar's selection and the detail stack's
/// path hold recipes themselves, not their ids.
struct Recipe: Hashable, Identifiable {
  let id: Int
  let name: String
  let related: [Int]

  static let all = [
    Recipe(id: 1, name: "Tomato Soup", related: [3]),
    Recipe(id: 2, name: "Apple Pie", related: [3, 1]),
    Recipe(id: 3, name: "Bread", related: []),
  ]
}

/// A two-column recipe browser as Apple's sample writes it: a sidebar list whose selection is a
/// recipe, tagged by `NavigationLink(value:)`; a detail column with its own
/// `NavigationStack(path:)` and `navigationDestination(for:)` declared inside it.
struct RecipeBrowserApp: View {
  @State private var selected: Recipe?
  @State private var path: [Recipe] = []

  var body: some View {
    NavigationSplitView {
      List(Recipe.all, selection: $selected) { recipe in
        NavigationLink(recipe.name, value: recipe)
      }
      .navigationTitle("Recipes")
    } detail: {
      NavigationStack(path: $path) {
        if let selected {
          RecipeDetail(recipe: selected)
            .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
        } else {
          Text("Choose a recipe")
        }
      }
    }
  }
}

/// A recipe and links to the recipes it goes with.
struct RecipeDetail: View {
  let recipe: Recipe

  var body: some View {
    VStack(alignment: .leading) {
      Text("Serves 4")
      ForEach(recipe.related, id: \.self) { id in
        if let related = Recipe.all.first(where: { $0.id == id }) {
          NavigationLink("With \(related.name)", value: related)
        }
      }
    }
    .navigationTitle(recipe.name)
  }
}
