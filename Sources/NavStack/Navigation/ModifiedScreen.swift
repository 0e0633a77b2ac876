/// A screen with SwiftUI-style modifiers applied: a title, a toolbar, pushes, sheets.
///
/// `Text("Hello").navigationTitle("Greeting").toolbar { … }` reads as it does in SwiftUI; each
/// modifier wraps the content and adds one declaration, and everything else passes through.
@MainActor
public final class ModifiedScreen: ComposedScreen {
  /// The screen the modifiers apply to.
  public let content: Screen
  var title: String?
  var extraToolbar: (@MainActor () -> BarItemList)?
  var extraDestinations: [@MainActor () -> NavigationDestination] = []
  var extraSheets: [@MainActor () -> SheetDestination] = []
  var extraValueDestinations: [ValueDestination] = []
  var extraAlerts: [@MainActor () -> AlertDestination] = []
  var backButtonHidden = false
  var barHidden = false
  var dismissDisabled = false

  init(_ content: Screen) {
    self.content = content
  }

  public override var body: Screen { content }
  public override var navigationTitle: String { title ?? "" }
  public override var toolbar: BarItemList { extraToolbar?() ?? BarItemList() }
  public override var navigationDestinations: [NavigationDestination] {
    content.navigationDestinations + extraDestinations.map { $0() }
  }
  public override var sheets: [SheetDestination] { content.sheets + extraSheets.map { $0() } }
  public override var valueDestinations: [ValueDestination] { extraValueDestinations }
  public override var alerts: [AlertDestination] { extraAlerts.map { $0() } }
  public override var navigationBarBackButtonHidden: Bool {
    backButtonHidden || content.navigationBarBackButtonHidden
  }
  public override var isNavigationBarHidden: Bool { barHidden || content.isNavigationBarHidden }
  public override var interactiveDismissDisabled: Bool {
    dismissDisabled || content.interactiveDismissDisabled
  }
}

extension Screen {
  private func modified(_ change: (ModifiedScreen) -> Void) -> ModifiedScreen {
    let wrapper = ModifiedScreen(self)
    change(wrapper)
    return wrapper
  }

  /// The title the bar shows for this content.
  public func navigationTitle(_ title: String) -> ModifiedScreen {
    modified { $0.title = title }
  }

  /// Adds toolbar items; shown only where a stack encloses the content (R15).
  public func toolbar(@BarContentBuilder _ content: @escaping @MainActor () -> BarItemList)
    -> ModifiedScreen
  {
    modified { $0.extraToolbar = content }
  }

  /// Pushes `destination` while `isPresented` is true (R5).
  public func navigationDestination(
    isPresented: Binding<Bool>, destination: @escaping @MainActor () -> Screen
  ) -> ModifiedScreen {
    modified { wrapper in
      wrapper.extraDestinations.append { .isPresented(isPresented, destination: destination) }
    }
  }

  /// Pushes the destination for `item` while it is non-nil (R5, R27).
  public func navigationDestination<Item: Identifiable>(
    item: Binding<Item?>, destination: @escaping @MainActor (Item) -> Screen
  ) -> ModifiedScreen where Item.ID: Hashable {
    modified { wrapper in
      wrapper.extraDestinations.append { .item(item, destination: destination) }
    }
  }

  /// Presents `content` as a sheet while `isPresented` is true.
  public func sheet(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    content: @escaping @MainActor () -> Screen
  ) -> ModifiedScreen {
    modified { wrapper in
      wrapper.extraSheets.append {
        .isPresented(isPresented, onDismiss: onDismiss, content: content)
      }
    }
  }

  /// Presents the content for `item` as a sheet while it is non-nil (R29).
  public func sheet<Item: Identifiable>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    content: @escaping @MainActor (Item) -> Screen
  ) -> ModifiedScreen where Item.ID: Hashable {
    modified { wrapper in
      wrapper.extraSheets.append { .item(item, onDismiss: onDismiss, content: content) }
    }
  }

  /// Shows a confirmation dialog while `isPresented` is true; any button sets it false (R33).
  public func confirmationDialog(
    _ title: String, isPresented: Binding<Bool>, message: String = "",
    @ButtonListBuilder buttons: @escaping @MainActor () -> [BarButton]
  ) -> ModifiedScreen {
    modified { wrapper in
      wrapper.extraAlerts.append {
        .isPresented(isPresented) {
          AlertState(title: title, message: message, buttons: buttons())
        }
      }
    }
  }

  /// Hides the back button and its key on this screen only (R10).
  public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> ModifiedScreen {
    modified { $0.backButtonHidden = hidden }
  }

  /// `toolbar(.hidden)`: no bar on this screen only (R24).
  public func navigationBarHidden(_ hidden: Bool = true) -> ModifiedScreen {
    modified { $0.barHidden = hidden }
  }

  /// Keeps Esc from dismissing the sheet this content is the root of (R30).
  public func interactiveDismissDisabled(_ disabled: Bool = true) -> ModifiedScreen {
    modified { $0.dismissDisabled = disabled }
  }
}
