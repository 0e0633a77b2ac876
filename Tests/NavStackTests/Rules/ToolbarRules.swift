import Foundation
import NavStackTesting
import Testing

@testable import NavStack

@MainActor
@Suite("Toolbar, through views")
struct ToolbarRules {
  @Test("R15 a screen with no enclosing stack draws no bar; it is built, isPresented false")
  func bareScreenHasNoBar() {
    let session = ViewSession(
      VStack {
        Text("bare content")
        PresentedProbe(name: "bare")
      }
      .navigationTitle("Bare title")
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) { Button("Restore") {} }
      })
    #expect(session.shows("bare content"))
    #expect(session.shows("bare presented: false"))
    #expect(!session.shows("Restore"))
    #expect(!session.shows("Bare title"))
  }

  @Test("R16 NavigationIfNeeded wraps bare content in a stack of its own")
  func navigationIfNeededWraps() {
    let session = ViewSession(NavigationViewIfNeeded { ViewWithToolbar() })
    // The detector waits 0.05 s for a bar that never comes, then wraps.
    session.sleep(milliseconds: 50)
    #expect(session.row(0).contains("Wrapped"))
    #expect(session.row(0).hasSuffix("[Restore]"))
    #expect(session.text.components(separatedBy: "[Restore]").count == 2)
    #expect(session.stack == "Wrapped")
  }

  @Test("R16 the seed's full test tree shows one bar holding Hey and And another")
  func seedTestTree() {
    let session = ViewSession(
      NavigationView {
        VStack {
          NavigationViewIfNeeded {
            Text("ewfawefaw")
              .toolbar {
                Button(action: {}) { Text("Hey") }
              }
          }
        }
        .toolbar {
          Button(action: {}) { Text("And another") }
        }
      })
    session.sleep(milliseconds: 100)
    #expect(session.row(0).hasSuffix("[Hey] [And another]"))
    #expect(session.shows("ewfawefaw"))
    #expect(session.text.components(separatedBy: "[Hey]").count == 2)
    #expect(session.host.treeDescription == "Window › Stack[]")
  }

  @Test("R16 NavigationIfNeeded pushed inside a stack adds no second bar; items merge")
  func navigationIfNeededInsideStack() {
    let session = ViewSession(
      NavigationStack {
        NavigationLink("Open") { NavigationViewIfNeeded { ViewWithToolbar() } }
          .navigationTitle("Root")
          .toolbar { Button("Outer") {} }
      })
    session.click("Open")
    session.sleep(milliseconds: 100)
    #expect(session.row(0).hasPrefix("< Root"))
    #expect(session.row(0).hasSuffix("[Restore]"))
    #expect(!session.row(1).contains("Wrapped"))
    #expect(session.text.components(separatedBy: "[Restore]").count == 2)
    #expect(session.stack == "Root > Wrapped")
  }

  @Test("R17 an explicit stack nested in a stack draws one bar and merges its items")
  func nestedStackMerges() {
    let session = ViewSession(
      NavigationStack {
        VStack {
          NavigationStack {
            Text("inner").navigationTitle("Inner").toolbar { Button("In") {} }
          }
        }
        .toolbar { Button("Out") {} }
      })
    #expect(session.row(0).hasSuffix("[In] [Out]"))
    #expect(session.text.components(separatedBy: "[In]").count == 2)
    #expect(session.host.log.contains { $0.contains("NavigationStack inside a NavigationStack") })
  }

  @Test("R17 destinations inside a nested stack are invisible to the outer stack's links")
  func nestedDestinationsInvisible() {
    let session = ViewSession(
      NavigationStack {
        VStack {
          NavigationLink("Go", value: Folder(name: "Next"))
          NavigationStack {
            Text("inner")
              .navigationDestination(for: Folder.self) { FolderScreen(folder: $0) }
          }
        }
        .navigationTitle("Outer")
      })
    session.click("Go")
    #expect(session.stack == "Outer")
    #expect(session.host.log.contains("no matching navigationDestination for Folder"))
  }

  @Test("R18 placements map to leading, trailing, centre and the key bar")
  func placements() {
    let leading: [ToolbarItemPlacement] = [
      .navigationBarLeading, .topBarLeading, .cancellationAction, .navigation,
    ]
    let trailing: [ToolbarItemPlacement] = [
      .navigationBarTrailing, .topBarTrailing, .primaryAction, .confirmationAction, .automatic,
    ]
    for placement in leading {
      let session = ViewSession(PlacedButton(placement: placement))
      #expect(session.row(0).hasPrefix("[Placed]"), "\(placement)")
    }
    for placement in trailing {
      let session = ViewSession(PlacedButton(placement: placement))
      #expect(session.row(0).hasSuffix("[Placed]"), "\(placement)")
    }
    let principal = ViewSession(PlacedButton(placement: .principal))
    #expect(principal.row(0).contains("Placed"))
    #expect(!principal.row(0).contains("Title"))
    let bottom = ViewSession(PlacedButton(placement: .bottomBar))
    #expect(!bottom.row(0).contains("Placed"))
    #expect(bottom.row(23).contains("Placed"))
  }

  @Test("R19 with a back button shown, navigation items move to trailing")
  func navigationPlacementMoves() {
    let session = ViewSession(
      NavigationStack {
        NavigationLink("Open") { PlacedButton.Screen(placement: .navigation) }
          .navigationTitle("Root")
          .toolbar { ToolbarItem(placement: .navigation) { Button("Nav") {} } }
      })
    #expect(session.row(0).hasPrefix("[Nav]"))
    session.click("Open")
    #expect(session.row(0).hasPrefix("< Root"))
    #expect(session.row(0).hasSuffix("[Placed]"))
  }

  @Test("R20 items keep declaration order; inner items come first in each region")
  func mergeOrder() {
    let session = ViewSession(
      NavigationStack {
        VStack {
          Text("x").toolbar {
            ToolbarItem(placement: .navigationBarLeading) { Button("L1") {} }
            ToolbarItem { Button("T1") {} }
            ToolbarItem { Button("T2") {} }
          }
        }
        .toolbar {
          ToolbarItem(placement: .navigationBarLeading) { Button("L0") {} }
          ToolbarItem { Button("T0") {} }
        }
      })
    #expect(session.row(0).hasPrefix("[L1] [L0]"))
    #expect(session.row(0).hasSuffix("[T1] [T2] [T0]"))
  }

  @Test("R21 if, switch and for work at any level; an empty branch adds nothing")
  func builderControlFlow() {
    for (step, expected) in [(0, "[Next] [Skip]"), (1, "[Prev]"), (2, "")] {
      let session = ViewSession(
        NavigationStack { Text("x").toolbar { StepToolbar(step: step) } })
      let bar = session.row(0).trimmingCharacters(in: .whitespaces)
      #expect(bar == expected, "step \(step)")
    }
  }

  @Test("R22 onboarding: Previous from step 2, Next Skip until the last, Close at the end")
  func onboarding() {
    let session = ViewSession(Onboarding(steps: 3))
    #expect(session.stack == "Step 1")
    #expect(!session.row(0).contains("Previous"))
    #expect(session.row(0).hasSuffix("[Next] [Skip]"))
    session.press(.character("n"))
    #expect(session.stack == "Step 2")
    #expect(session.row(0).hasPrefix("[Previous]"))
    #expect(session.row(0).hasSuffix("[Next] [Skip]"))
    #expect(session.click("Next"))
    #expect(session.stack == "Step 3")
    #expect(session.row(0).hasPrefix("[Previous]"))
    #expect(session.row(0).hasSuffix("[Close]"))
    #expect(!session.row(0).contains("Next"))
    #expect(session.click("Previous"))
    #expect(session.stack == "Step 2")
    session.press(.character("s"))
    #expect(session.stack == "Done")
    let closing = ViewSession(Onboarding(steps: 2))
    closing.click("Next")
    #expect(closing.click("Close"))
    #expect(closing.stack == "Done")
  }

  @Test("R23 trailing items that do not fit collapse, last declared first, into …")
  func overflow() {
    let size = Size(width: 40, height: 10)
    let session = ViewSession(
      NavigationStack {
        Text("x")
          .navigationTitle("T")
          .toolbar {
            ForEach(1..<9) { index in Button("Button\(index)") {} }
          }
      },
      size: size)
    let bar = session.row(0)
    #expect(bar.hasSuffix("[…]"))
    #expect(bar.contains("[Button1]"))
    #expect(!bar.contains("[Button8]"))
    #expect(session.click("[…]"))
    #expect(session.shows("More"))
    #expect(session.shows("[ Button8 ]"))
  }

  @Test("R24 toolbar(.hidden) hides the bar of that screen only")
  func hiddenBar() {
    let session = ViewSession(
      NavigationStack {
        NavigationLink("Open") {
          Text("no bar here").navigationTitle("Hidden").toolbar(.hidden)
        }
        .navigationTitle("Root")
      })
    session.click("Open")
    #expect(session.stack == "Root > Hidden")
    #expect(!session.row(0).contains("< Root"))
    #expect(!session.row(0).contains("Hidden"))
    #expect(session.shows("no bar here"))
    session.press(.escape)
    #expect(session.row(0).contains("Root"))
  }
}

/// A stack whose one screen has a button at `placement`.
private struct PlacedButton: View {
  let placement: ToolbarItemPlacement

  struct Screen: View {
    let placement: ToolbarItemPlacement
    var body: some View {
      Text("content")
        .navigationTitle("Title")
        .toolbar { ToolbarItem(placement: placement) { Button("Placed") {} } }
    }
  }

  var body: some View {
    NavigationStack { Screen(placement: placement) }
  }
}

/// Toolbar content with `if` and `switch` at several levels (the third post's shape).
private struct StepToolbar: ToolbarContent {
  let step: Int

  var body: some ToolbarContent {
    if step == 1 {
      ToolbarItem(placement: .navigationBarLeading) { Button("Prev") {} }
    }
    ToolbarItemGroup(placement: .navigationBarTrailing) {
      switch step {
      case 0:
        Button("Next") {}
        Button("Skip") {}
      default:
        EmptyView()
      }
    }
  }
}

/// The third post's onboarding: steps with `Previous`, `Next`, `Skip` and `Close`.
private struct Onboarding: View {
  let steps: Int
  @State private var step = 1
  @State private var isFinished = false

  var body: some View {
    NavigationStack {
      if isFinished {
        Text("Welcome").navigationTitle("Done")
      } else {
        Text("Step \(step) of \(steps)")
          .navigationTitle("Step \(step)")
          .toolbar {
            ItemsToolbar(
              next: { step += 1 }, previous: { step -= 1 }, skip: { isFinished = true },
              close: { isFinished = true },
              nextButton: step == steps ? .close : .skip, showPrevious: step > 1)
          }
      }
    }
  }
}

/// The third post's `ItemsToolbar`, as written there.
private struct ItemsToolbar: ToolbarContent {
  enum RightBarButton { case close, skip, none }
  let next: @MainActor () -> Void
  let previous: @MainActor () -> Void
  let skip: @MainActor () -> Void
  let close: @MainActor () -> Void
  let nextButton: RightBarButton
  let showPrevious: Bool

  var body: some ToolbarContent {
    ToolbarItemGroup(placement: .navigationBarLeading) {
      if showPrevious {
        Button("Previous", action: previous)
      }
    }
    ToolbarItemGroup(placement: .navigationBarTrailing) {
      switch nextButton {
      case .close:
        Button("Close", action: close)
      case .skip:
        Button("Next", action: next)
        Button("Skip", action: skip)
      case .none:
        EmptyView()
      }
    }
  }
}

/// The first post's view: content with a toolbar that shows only in a stack.
private struct ViewWithToolbar: View {
  var body: some View {
    VStack {
      Text("This is not a Xib or Storyboard view")
    }
    .navigationTitle("Wrapped")
    .toolbar {
      ToolbarItem(placement: .navigationBarTrailing) {
        Button("Restore") {}
      }
    }
  }
}

/// The first post's detector: reports whether a stack's bar hosts it.
///
/// Sendable by assertion only so that its timer may capture it, as the post's Swift 5 code does.
struct ZeroFrameDetectionView: View, @unchecked Sendable {
  @Environment(\.isPresented) private var isPresented
  let didDetect: (Bool) -> Void

  @State private var hasReported = false

  var body: some View {
    Rectangle()
      .frame(width: 0, height: 0)
      .onChange(of: isPresented) { newValue in
        if newValue {
          self.report(true)
        }
      }
      .onAppear {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
          MainActor.assumeIsolated { self.report(false) }
        }
      }
  }

  private func report(_ value: Bool) {
    guard !self.hasReported else { return }
    self.hasReported = true
    self.didDetect(value)
  }
}

/// The first post's `NavigationViewIfNeeded`, as written there.
struct NavigationViewIfNeeded<Content: View>: View {
  enum Status {
    case unknown
    case inNav
    case notInNav
  }

  @State private var status: Status = .unknown

  let content: Content

  init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var body: some View {
    switch status {
    case .unknown:
      Rectangle()
        .frame(width: 0, height: 0)
        .toolbar {
          ZeroFrameDetectionView { isInNav in
            if status == .unknown {
              status = isInNav ? .inNav : .notInNav
            }
          }
        }
    case .inNav:
      content
    case .notInNav:
      NavigationStack {
        content
      }
    }
  }
}
