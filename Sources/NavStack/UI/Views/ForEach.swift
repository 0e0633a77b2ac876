/// Views made from data, one per element, identified by the element's id, as SwiftUI's
/// `ForEach`: reordering keeps each element's state with it (R40).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The elements.
  public var data: Data
  /// The view of one element.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
  /// What a list may do to these rows (`onDelete`, `onMove`).
  var editActions = RowEditActions()

  /// Views for `data`, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.content = content
  }

  /// A primitive view.
  public typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views for identifiable `data`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = { $0.id }
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for a constant range of numbers.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.id = { $0 }
    self.content = content
  }
}

extension ForEach: PrimitiveView, TransparentView {
  func update(node: ViewNode) {
    var keys: [ChildKey] = []
    keys.reserveCapacity(data.count)
    var seen = Set<AnyHashable>()
    for element in data {
      let identity = AnyHashable(id(element))
      // A repeated id would share one identity; the later element gets a fresh place.
      let key = seen.insert(identity).inserted ? ChildKey.id(identity) : .index(keys.count)
      node.updateChild(key, with: content(element))
      keys.append(key)
    }
    node.keepChildren(keys)
  }
}

extension ForEach: RowSource {
  var rowCount: Int { data.count }

  var makesSections: Bool { Content.self is any SectionRows.Type }

  func row(at index: Int) -> (id: AnyHashable, view: any View) {
    let element = data[data.index(data.startIndex, offsetBy: index)]
    return (AnyHashable(id(element)), content(element))
  }

  func rowID(at index: Int) -> AnyHashable {
    AnyHashable(id(data[data.index(data.startIndex, offsetBy: index)]))
  }

  var rowEditActions: RowEditActions? { editActions.isEmpty ? nil : editActions }
}

/// Rows a `List` can ask for one at a time, so only the visible ones are built.
@MainActor
protocol RowSource {
  var rowCount: Int { get }
  /// Whether each element is a `Section`, whose header and rows are rows of the list, as in
  /// `ForEach(groups) { group in Section(group.name) { … } }`.
  var makesSections: Bool { get }
  func row(at index: Int) -> (id: AnyHashable, view: any View)
  /// The id of the row at `index`, without making its view.
  func rowID(at index: Int) -> AnyHashable
  /// The rows as the list shows them: a tree (`OutlineGroup`) gives those of its expanded
  /// elements, kept by the list in `outline`; any other source is its rows.
  func shownRows(_ outline: OutlineExpansion?) -> any RowSource
  /// What a list may do to these rows, when anything (`onDelete`, `onMove`).
  var rowEditActions: RowEditActions? { get }
}

extension RowSource {
  /// The rows as they are.
  func shownRows(_ outline: OutlineExpansion?) -> any RowSource { self }

  /// Nothing, unless the source says otherwise.
  var rowEditActions: RowEditActions? { nil }
}
