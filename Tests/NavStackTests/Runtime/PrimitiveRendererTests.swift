import Foundation
import Testing

@testable import NavStack

/// A modifier with a body, whose content is `_ViewModifier_Content`.
private struct Framed: ViewModifier {
  func body(content: Content) -> some View { content.padding() }
}

/// A row of a tree, for `OutlineGroup`.
private struct Leaf: Identifiable {
  let id: Int
  var children: [Leaf]?
}

/// Views that between them put every primitive view type of the module into a tree; some
/// primitives are internal and made by the public views that need them (a stack's screens,
/// a split view's columns, a toolbar's items, a gauge's bar, a background's fill).
@MainActor
private func samples() -> [(name: String, view: AnyView)] {
  let date = Date(timeIntervalSince1970: 0)
  let flag = true
  let tree = [Leaf(id: 1, children: [Leaf(id: 2, children: nil)])]
  return [
    (
      "text and images",
      AnyView(
        VStack {
          Text("a"); Image(systemName: "plus"); Divider(); Spacer()
        })
    ),
    (
      "stacks",
      AnyView(
        HStack {
          ZStack {
            Color.red; Rectangle()
          }; EmptyView()
        })
    ),
    (
      "branches",
      AnyView(
        Group {
          if flag { Text("a") } else { Text("b") }
          if true { Text("c") }
          ForEach([1, 2], id: \.self) { Text("\($0)") }
        })
    ),
    ("modifiers", AnyView(Text("a").padding().modifier(Framed()).background(.red))),
    (
      "controls",
      AnyView(
        Form {
          Button("b") {}
          Toggle("t", isOn: .constant(true))
          TextField("f", text: .constant(""))
          SecureField("s", text: .constant(""))
          TextEditor(text: .constant("e"))
          Picker("p", selection: .constant(1)) { Text("one").tag(1) }
          Stepper("st", value: .constant(1))
          Slider(value: .constant(0.5))
          DatePicker("d", selection: .constant(date))
          LabeledContent("l", value: "v")
          ProgressView(value: 0.5)
          Gauge(value: 0.5) { Text("g") }
          Menu("m") { Button("x") {} }
        })
    ),
    (
      "containers",
      AnyView(
        ScrollView {
          LazyVStack { Text("a") }
          LazyHStack { Text("b") }
          LazyVGrid(columns: [GridItem(.flexible())]) { Text("c") }
          LazyHGrid(rows: [GridItem(.flexible())]) { Text("d") }
          Grid { GridRow { Text("e") } }
          GeometryReader { _ in Text("f") }
          ViewThatFits { Text("g") }
        })
    ),
    ("list", AnyView(List { Text("a") })),
    ("tree", AnyView(VStack { OutlineGroup(tree, children: \.children) { Text("\($0.id)") } })),
    (
      "navigation",
      AnyView(
        NavigationStack {
          NavigationLink("n") { Text("detail") }
            .toolbar { Button("t") {} }
            .inspector(isPresented: .constant(true)) { Text("i") }
        })
    ),
    ("if needed", AnyView(NavigationIfNeeded { Text("a") })),
    (
      "split view",
      AnyView(
        NavigationSplitView {
          Text("sidebar")
        } detail: {
          Text("detail")
        })
    ),
    (
      "tabs",
      AnyView(TabView { Tab("one", systemImage: "star") { Text("a") } })
    ),
  ]
}

/// Every primitive view (one the graph builds itself, with no body) draws through its own
/// renderer: a primitive whose update forgets to set one would fall back to stacking its
/// children, which draws nothing of its own and sizes wrongly.
@MainActor
@Suite("Every primitive view has a renderer")
struct PrimitiveRendererTests {
  /// Primitives that lay their content out as a column, as their container would, on purpose
  /// (`node.renderer = nil` in their update): a toolbar item's host only sets its content's
  /// environment, the bar drawing the item; an outline group's rows stack as a `VStack`'s do;
  /// `.id` (a `ModifiedContent` with an `IdentityModifier`) lays out as its content.
  private let laidOutAsTheirContent: Set<String> = [
    "ToolbarItemHost", "OutlineGroup", "IdentityModifier",
  ]

  /// The base name of a type (`VStack` for `VStack<Text>`).
  private func baseName(_ type: Any.Type) -> String {
    String(String(describing: type).prefix { $0 != "<" })
  }

  /// What a node is drawn as: its view's type, or for a `ModifiedContent` its modifier's.
  private func drawnAs(_ view: any View) -> String {
    let name = String(describing: type(of: view))
    guard name.hasPrefix("ModifiedContent<") else { return baseName(type(of: view)) }
    // The last generic argument at the top level is the modifier.
    var depth = 0
    var start = name.endIndex
    for index in name.indices {
      switch name[index] {
      case "<": depth += 1
      case ">": depth -= 1
      case "," where depth == 1: start = name.index(after: index)
      default: break
      }
    }
    return String(name[start...].dropFirst().prefix { $0 != "<" && $0 != ">" })
  }

  /// Every node of `host`'s tree, by the base name of its view's type (`VStack`).
  private func nodes(of host: ViewHost) -> [(type: String, node: ViewNode)] {
    var found: [(String, ViewNode)] = []
    func walk(_ node: ViewNode) {
      found.append((baseName(type(of: node.view)), node))
      node.children.forEach(walk)
    }
    if let root = host.root { walk(root) }
    return found
  }

  @Test("each primitive type in the module appears in a sample and draws with its own renderer")
  func everyPrimitiveRenders() {
    var seen: Set<String> = []
    var fallbacks: Set<String> = []
    var exceptionsSeen: Set<String> = []
    for sample in samples() {
      for size in [Size(width: 130, height: 40), Size(width: 60, height: 20)] {
        let host = ViewHost(sample.view)
        _ = host.render(size: size)
        for (name, node) in nodes(of: host) where type(of: node.view)._primitiveType != nil {
          seen.insert(name)
          // A transparent view is laid out by its container, child by child, and a modifier
          // with a body is drawn as its body: neither has a renderer, by design.
          let drawsItself = !(node.view is TransparentView) && node.child(.body) == nil
          let kind = drawnAs(node.view)
          guard drawsItself && node.renderer == nil else { continue }
          if laidOutAsTheirContent.contains(kind) {
            exceptionsSeen.insert(kind)
          } else {
            fallbacks.insert(kind)
          }
        }
      }
    }
    // NavStack's own, and the standard library's `Optional`, which NavStack makes one.
    let primitives = ConformanceRecords.typeNames(
      conformingTo: "PrimitiveView", declaredIn: ["NavStack", "Swift"])
    #expect(primitives.count > 40, "the conformance records list the primitive views")
    #expect(
      primitives.subtracting(seen).isEmpty,
      "primitive views no sample puts in a tree: add one for each to samples()")
    #expect(fallbacks.isEmpty, "primitive views drawn by the fallback, without a renderer")
    #expect(exceptionsSeen == laidOutAsTheirContent, "each exception is still drawn that way")
  }
}
