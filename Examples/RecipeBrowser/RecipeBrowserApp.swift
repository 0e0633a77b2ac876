import SwiftUI

// Recipes in a NavigationSplitView, two columns (recipes, then a recipe) or three (categories,
// recipes, a recipe); the detail column holds its own NavigationStack(path:) whose links push
// related recipes through the navigationDestination declared inside it. From 120 columns the
// columns stand side by side; narrower, they collapse into one stack.

@main
struct RecipeBrowserApp: App {
  var body: some Scene {
    WindowGroup { RecipeBrowser() }
  }
}

enum Category: String, CaseIterable, Identifiable, Hashable {
  case soups = "Soups", baking = "Baking", salads = "Salads"
  var id: Self { self }
}

struct Recipe: Identifiable, Hashable {
  let id: Int
  let name: String
  let category: Category
  let minutes: Int
  let related: [Int]

  static let all = [
    Recipe(id: 1, name: "Tomato Soup", category: .soups, minutes: 30, related: [4]),
    Recipe(id: 2, name: "Leek and Potato", category: .soups, minutes: 45, related: [1, 4]),
    Recipe(id: 3, name: "Apple Pie", category: .baking, minutes: 90, related: [4]),
    Recipe(id: 4, name: "Sourdough", category: .baking, minutes: 600, related: []),
    Recipe(id: 5, name: "Greek Salad", category: .salads, minutes: 15, related: [4]),
  ]

  static func named(_ id: Int) -> Recipe? { all.first { $0.id == id } }
}

/// The two layouts of Apple's navigation cookbook; Tab switches between them.
enum Experience: String, Hashable {
  case twoColumn = "Two Columns", threeColumn = "Three Columns"
}

struct RecipeBrowser: View {
  @State private var experience = Experience.twoColumn

  var body: some View {
    switch experience {
    case .twoColumn: TwoColumnRecipes(experience: $experience)
    case .threeColumn: ThreeColumnRecipes(experience: $experience)
    }
  }
}

/// The sidebar's button that switches layouts (Ctrl+L).
struct ExperienceButton: ToolbarContent {
  @Binding var experience: Experience

  var body: some ToolbarContent {
    ToolbarItem(placement: .topBarLeading) {
      Button(experience == .twoColumn ? "3 Columns" : "2 Columns") {
        experience = experience == .twoColumn ? .threeColumn : .twoColumn
      }
      .keyboardShortcut("l", modifiers: .control)
    }
  }
}

struct TwoColumnRecipes: View {
  @Binding var experience: Experience
  @State private var selection: Recipe?
  @State private var path: [Recipe] = []

  var body: some View {
    NavigationSplitView {
      List(Recipe.all, selection: $selection) { recipe in
        NavigationLink(recipe.name, value: recipe)
      }
      .navigationTitle("Recipes")
      .toolbar { ExperienceButton(experience: $experience) }
    } detail: {
      RecipeDetailStack(recipe: selection, path: $path)
    }
    .onChange(of: selection) { path = [] }
  }
}

struct ThreeColumnRecipes: View {
  @Binding var experience: Experience
  @State private var category: Category?
  @State private var selection: Recipe?
  @State private var path: [Recipe] = []

  var body: some View {
    NavigationSplitView {
      List(Category.allCases, selection: $category) { category in
        NavigationLink(category.rawValue, value: category)
      }
      .navigationTitle("Categories")
      .toolbar { ExperienceButton(experience: $experience) }
    } content: {
      if let category {
        List(Recipe.all.filter { $0.category == category }, selection: $selection) { recipe in
          NavigationLink(recipe.name, value: recipe)
        }
        .navigationTitle(category.rawValue)
      } else {
        Text("Choose a category")
      }
    } detail: {
      RecipeDetailStack(recipe: selection, path: $path)
    }
    .onChange(of: category) { selection = nil }
    .onChange(of: selection) { path = [] }
  }
}

/// The detail column: a recipe, with its own stack for the recipes it links to.
struct RecipeDetailStack: View {
  let recipe: Recipe?
  @Binding var path: [Recipe]

  var body: some View {
    NavigationStack(path: $path) {
      if let recipe {
        RecipeDetail(recipe: recipe)
          .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
      } else {
        Text("Choose a recipe")
      }
    }
  }
}

struct RecipeDetail: View {
  let recipe: Recipe

  var body: some View {
    VStack(alignment: .leading) {
      Text("\(recipe.category.rawValue), \(recipe.minutes) minutes")
      if !recipe.related.isEmpty {
        Text("Goes well with:")
        ForEach(recipe.related, id: \.self) { id in
          if let related = Recipe.named(id) {
            NavigationLink(related.name, value: related)
          }
        }
      }
    }
    .navigationTitle(recipe.name)
  }
}

#Preview("Two columns") {
  TwoColumnRecipes(experience: .constant(.twoColumn))
}

#Preview("A recipe") {
  NavigationStack {
    RecipeDetail(recipe: Recipe.all[0])
  }
}
