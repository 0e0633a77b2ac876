/// A tree of rows that expand, as SwiftUI's `OutlineGroup` and `List(_:children:)`: each
/// element whose `children` are not nil is drawn `▸ Row`, and Enter, Space or a click shows
/// its children under it, indented two columns (`▾ Row`); again hides them.
///
/// In a `List` every shown element is a row of the list, highlighted and scrolled as any
/// other, and only the rows on screen are built; the list keeps which elements are expanded.
/// Elsewhere the group keeps it itself.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf

  /// A group of identifiable elements, the children of each read through `children`.
  public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) where Data.Element: Identifiable, ID == Data.Element.ID {
    self.init(data, id: \.id, children: children, content: content)
  }

  /// A group of elements identified by `id`, the children of each read through `children`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.data = data
    self.id = id
    self.children = children
    self.content = content
  }

  /// A primitive view.
  public typealias Body = Never

  /// The rows shown while `expansion` holds which elements are expanded: each element, then
  /// its children when it is expanded, depth first.
  func rows(expanding expansion: OutlineExpansion) -> [OutlineRow] {
    var rows: [OutlineRow] = []
    func visit(_ elements: Data, depth: Int) {
      for element in elements {
        let key = AnyHashable(element[keyPath: id])
        let kids = element[keyPath: children]
        let expanded = kids != nil && expansion.expanded.contains(key)
        let content = self.content
        rows.append(
          OutlineRow(
            id: key, depth: depth, isExpanded: kids == nil ? nil : expanded,
            toggle: { [weak expansion] in expansion?.toggle(key) },
            content: { AnyView(content(element)) }))
        if expanded, let kids { visit(kids, depth: depth + 1) }
      }
    }
    visit(data, depth: 0)
    return rows
  }
}

extension List {
  /// A tree of rows: each element's `children`, when not nil, shown under it once expanded.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    SelectionValue == Never, Content == OutlineGroup<Data, Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A tree of rows identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where SelectionValue == Never, Content == OutlineGroup<Data, ID, RowContent> {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }

  /// A tree of rows, the activated row's tag or id written to `selection`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }
}

/// Which elements of a tree are expanded, kept by the list (or the group) that shows it; a
/// change updates that view, which shows the rows again.
@MainActor
final class OutlineExpansion {
  var expanded: Set<AnyHashable> = []
  /// The view to update when an element is expanded or collapsed.
  weak var owner: ViewNode?

  /// Expands the element `id`, or collapses it.
  func toggle(_ id: AnyHashable) {
    if expanded.remove(id) == nil { expanded.insert(id) }
    // A list finds its rows by index while its view is the same: the rows below this one
    // moved, so it looks each up by its key again.
    (owner?.primitiveState as? ListController)?.rowNodes = []
    owner?.invalidate()
  }
}

extension OutlineGroup: RowSource {
  /// The rows of the elements expanded in `outline`, which the list keeps.
  func shownRows(_ outline: OutlineExpansion?) -> any RowSource {
    OutlineRows(rows: rows(expanding: outline ?? OutlineExpansion()))
  }

  // Asked only where no list gives an expansion: every element collapsed.
  var rowCount: Int { data.count }
  var makesSections: Bool { false }
  func row(at index: Int) -> (id: AnyHashable, view: any View) {
    let row = rows(expanding: OutlineExpansion())[index]
    return (row.id, row)
  }
  func rowID(at index: Int) -> AnyHashable {
    AnyHashable(data[data.index(data.startIndex, offsetBy: index)][keyPath: id])
  }
}

/// The shown rows of a tree, as a list's source.
struct OutlineRows: RowSource {
  let rows: [OutlineRow]
  var rowCount: Int { rows.count }
  var makesSections: Bool { false }
  func row(at index: Int) -> (id: AnyHashable, view: any View) { (rows[index].id, rows[index]) }
  func rowID(at index: Int) -> AnyHashable { rows[index].id }
}

/// One shown element of a tree: indented by its depth, behind `▸`/`▾` when it has children,
/// which it shows or hides when pressed.
struct OutlineRow: View {
  let id: AnyHashable
  let depth: Int
  /// Nil for an element without children.
  let isExpanded: Bool?
  let toggle: @MainActor () -> Void
  let content: () -> AnyView

  var body: some View {
    // Two columns a level: a row's mark sits where its parent's title starts.
    let indent = Double(depth) * 2 * CellScale.points(1, along: .horizontal)
    if let isExpanded {
      Button(action: toggle) {
        HStack(spacing: CellScale.points(1, along: .horizontal)) {
          Text(isExpanded ? "▾" : "▸").foregroundStyle(.accentColor)
          content()
        }
      }
      .buttonStyle(.plain)
      .padding(.leading, indent)
    } else {
      content().padding(.leading, indent + 2 * CellScale.points(1, along: .horizontal))
    }
  }
}

extension OutlineGroup: PrimitiveView {
  func update(node: ViewNode) {
    let expansion = (node.primitiveState as? OutlineExpansion) ?? OutlineExpansion()
    if node.primitiveState !== expansion {
      expansion.owner = node
      node.primitiveState = expansion
    }
    node.updateChild(.content, with: ForEach(rows(expanding: expansion), id: \.id) { $0 })
    node.keepChildren([.content])
    node.renderer = nil
  }
}

extension OutlineGroup {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}
