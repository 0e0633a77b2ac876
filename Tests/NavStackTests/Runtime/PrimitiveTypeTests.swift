import Testing

@testable import NavStack

/// A view with a body, for the checks below.
private struct Composite: View {
  var body: some View { Text("composite") }
}

/// A modifier with a body, for the checks below.
private struct BodyModifier: ViewModifier {
  func body(content: Content) -> some View { content.bold() }
}

/// The graph reaches primitives through `View._primitiveType` and
/// `ViewModifier._primitiveType`, not by casts: the witnesses must say what the casts said.
@MainActor
@Suite("Primitive types found without casts")
struct PrimitiveTypeTests {
  @Test("primitives have a handle, views with a body have none")
  func views() {
    #expect(Text.self._primitiveType != nil)
    #expect(VStack<Text>.self._primitiveType != nil)
    #expect(Optional<Text>.self._primitiveType != nil)
    #expect(ModifiedContent<Text, BodyModifier>.self._primitiveType != nil)
    #expect(Composite.self._primitiveType == nil)
    #expect(ViewNode.primitiveRowRole(Text("a")) != nil)
    #expect(ViewNode.primitiveRowRole(Composite()) == nil)
  }

  @Test("modifiers: the graph's own have a handle, one with a body has none")
  func modifiers() {
    #expect(PaddingModifier.self._primitiveType != nil)
    #expect(BodyModifier.self._primitiveType == nil)
  }

  @Test("the flags a primitive's type gives: containers and stable declarations")
  func flags() {
    #expect(ViewNode.isComparedByChildren(VStack { Text("a") }))
    #expect(!ViewNode.isComparedByChildren(Text("a")))
    #expect(!ViewNode.isComparedByChildren(Composite()))
    #expect(ViewNode.isComparedByChildren(Text("a").padding()))
    #expect(!ViewNode.isComparedByChildren(Text("a").modifier(BodyModifier())))
    #expect(ViewNode.hasStableDeclarations(List { Text("a") }))
    #expect(!ViewNode.hasStableDeclarations(VStack { Text("a") }))
  }

  @Test("how a list sees each kind of view among its rows")
  func rowRoles() {
    func role(_ view: any View) -> String {
      switch ViewNode.primitiveRowRole(view) {
      case .container?: "container"
      case .source?: "source"
      case .section?: "section"
      case .single?: "single"
      case nil: "body"
      }
    }
    #expect(role(Group { Text("a") }) == "container")
    #expect(role(ForEach([1, 2], id: \.self) { Text("\($0)") }) == "source")
    #expect(role(Text("a")) == "single")
    #expect(role(Composite()) == "body")
  }

  @Test("a primitive updates its node through its type; a view with a body does not")
  func update() {
    let graph = ViewGraph()
    let node = ViewNode(graph: graph, parent: nil, key: .index(0), view: Text("a"))
    #expect(ViewNode.updatePrimitive(Text("a"), node: node))
    #expect(node.renderer != nil)
    let other = ViewNode(graph: graph, parent: nil, key: .index(1), view: Composite())
    #expect(!ViewNode.updatePrimitive(Composite(), node: other))
    #expect(other.renderer == nil)
  }
}
