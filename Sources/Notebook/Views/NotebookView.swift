import NavStack

/// The notebook: the folders at the root of a navigation stack, the tour over them on a first
/// run, with the model and the navigation state in the environment.
public struct NotebookView: View {
  let model: NotebookModel
  let navigation: NotebookNavigation

  /// The notebook over `model`, at the place `navigation` holds.
  public init(model: NotebookModel, navigation: NotebookNavigation) {
    self.model = model
    self.navigation = navigation
  }

  /// The stack of folders, with the tour as a sheet over it.
  public var body: some View {
    @Bindable var navigation = navigation
    NavigationStack {
      FolderList()
        .sheet(isPresented: $navigation.isShowingOnboarding) {
          NavigationIfNeeded { OnboardingView(finished: navigation.onboardingFinished) }
        }
    }
    .environment(model)
    .environment(navigation)
  }
}
