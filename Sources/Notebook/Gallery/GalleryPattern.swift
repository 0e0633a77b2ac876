import NavStack

/// The SwiftUI patterns of the four posts (SPEC §1), each with the view that shows it live.
enum GalleryPattern: String, CaseIterable, Identifiable, Hashable, Sendable {
  case p1 = "P1", p2 = "P2", p3 = "P3", p4 = "P4", p5 = "P5"
  case p6 = "P6", p7 = "P7", p8 = "P8", p9 = "P9", p10 = "P10"

  var id: String { rawValue }

  /// What the gallery's row calls it.
  var title: String {
    switch self {
    case .p1: return "Toolbar items show only inside a stack"
    case .p2: return "NavigationIfNeeded"
    case .p3: return "Merged toolbars: the seed's test tree"
    case .p4: return "NavigationTarget and tapNavigatesTo"
    case .p5: return "Conditional toolbar items: onboarding"
    case .p6: return "Coordinator: push on an optional"
    case .p7: return "Nested pop by setting nil"
    case .p8: return "Sheet with its own stack"
    case .p9: return "dismiss and isPresented"
    case .p10: return "Back button falls back to < Back"
    }
  }

  /// The SwiftUI code the demo mirrors, shown on its first line.
  var swiftUICode: String {
    switch self {
    case .p1: return "Text(…).toolbar { ToolbarItem(placement: .navigationBarTrailing) { … } }"
    case .p2: return "NavigationViewIfNeeded { MyViewWithToolbar() }"
    case .p3: return "NavigationView { VStack { NavigationViewIfNeeded { … } }.toolbar { … } }"
    case .p4: return "NavigationTarget(destination:isActive:), .tapNavigatesTo(destination:)"
    case .p5: return "ToolbarItemGroup { if showPrevious { … }; switch nextButton { … } }"
    case .p6: return ".navViewDestination(with: $selectedFolder) { folder in … }"
    case .p7: return "save: dataModel.itemToEdit = nil  // two levels deep"
    case .p8:
      return ".sheet(item: $newItem) { NavigationView { … .navigationTitle(\"New Item\") } }"
    case .p9: return "@Environment(\\.dismiss), @Environment(\\.isPresented)"
    case .p10: return ".navigationTitle(\"…\")  // UIKit backButtonDisplayMode"
    }
  }

  /// The live demonstration, pushed by the gallery.
  @MainActor @ViewBuilder
  var demo: some View {
    switch self {
    case .p1: BareToolbarPatternDemo()
    case .p2: NavigationIfNeededPatternDemo()
    case .p3: SeedTestTreePatternDemo()
    case .p4: NavigationTargetPatternDemo()
    case .p5: OnboardingPatternDemo()
    case .p6, .p7, .p8: FolderListCoordinatorDemo(pattern: self)
    case .p9: DismissPatternDemo(depth: 1)
    case .p10: BackTitlePatternDemo()
    }
  }
}
