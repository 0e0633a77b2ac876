/// The rows of a `List`, found in its content without building them.
///
/// Static views are one row each, `ForEach` gives its elements on demand, a `Section` its
/// header, rows and footer. A `ForEach` of sections gives its sections at once, each as a
/// section whose rows are still made on demand.
@MainActor
struct ListRows {
  @MainActor
  enum Segment {
    case single(key: String, view: any View, isHeader: Bool)
    case source(key: String, RowSource)

    var count: Int {
      switch self {
      case .single: return 1
      case .source(_, let source): return source.rowCount
      }
    }
  }

  /// Where a row lives: its segment and its id within it.
  struct RowKey: Hashable {
    let segment: String
    let id: AnyHashable
  }

  private(set) var segments: [Segment] = []
  /// The first row index of each segment, for finding a row by binary search.
  private(set) var starts: [Int] = []

  /// The index of the segment holding row `index`, which is in range.
  func segment(containing index: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return low
  }
  private(set) var count = 0
  /// Whether a `ForEach` among the rows can be edited (`onDelete`, `onMove`).
  private(set) var hasEditActions = false

  /// The rows of `content`; `outline` is the expansion of the trees among them
  /// (`List(_:children:)`), which the list keeps.
  init(_ content: any View, outline: OutlineExpansion? = nil) {
    append(content, key: "r", outline: outline)
    var total = 0
    for segment in segments {
      starts.append(total)
      total += segment.count
      if case .source(_, let source) = segment, source.rowEditActions != nil {
        hasEditActions = true
      }
    }
    count = total
  }

  /// What may be done to the row at `index`, with its offset in its `ForEach` and how many
  /// rows that holds; nil for a row that cannot be edited.
  func editing(at index: Int) -> (actions: RowEditActions, offset: Int, count: Int)? {
    guard hasEditActions, index >= 0, index < count else { return nil }
    let low = segment(containing: index)
    guard case .source(_, let source) = segments[low], let actions = source.rowEditActions
    else { return nil }
    return (actions, index - starts[low], source.rowCount)
  }

  private mutating func append(_ view: any View, key: String, outline: OutlineExpansion?) {
    switch ListRows.role(of: view) {
    case .container(let children):
      for (index, child) in children.enumerated() {
        append(child.view, key: "\(key).\(child.tag ?? String(index))", outline: outline)
      }
    case .source(let source) where source.makesSections:
      // Each section is read here, for its header and how many rows it holds; its rows are
      // still made only when shown.
      for index in 0..<source.rowCount {
        let section = source.row(at: index)
        append(section.view, key: "\(key).\(section.id)", outline: outline)
      }
    case .source(let source):
      segments.append(.source(key: key, source.shownRows(outline)))
    case .section(let section):
      if !(section.headerView is EmptyView) {
        segments.append(
          .single(key: key + ".h", view: section.styledHeader, isHeader: true))
      }
      append(section.contentView, key: key + ".c", outline: outline)
      if !(section.footerView is EmptyView) {
        segments.append(
          .single(key: key + ".f", view: section.styledFooter, isHeader: true))
      }
    case .single:
      if !(view is EmptyView) {
        segments.append(.single(key: key, view: view, isHeader: false))
      }
    }
  }

  /// How a list sees `view`: a primitive says so itself, through the requirement its type
  /// reaches without a cast; of the views with a body, only a section is more than a row.
  private static func role(of view: any View) -> RowRole {
    if let role = ViewNode.primitiveRowRole(view) { return role }
    if let section = view as? any SectionRows { return .section(section) }
    return .single
  }

  /// The row at `index`: its identity, its view, and whether it is a header or footer.
  func row(at index: Int) -> (key: RowKey, view: any View, isHeader: Bool)? {
    guard index >= 0, index < count else { return nil }
    let low = segment(containing: index)
    switch segments[low] {
    case .single(let key, let view, let isHeader):
      return (RowKey(segment: key, id: AnyHashable(0)), view, isHeader)
    case .source(let key, let source):
      let row = source.row(at: index - starts[low])
      return (RowKey(segment: key, id: row.id), row.view, false)
    }
  }
}

/// How a list sees a view among its rows.
@MainActor
enum RowRole {
  /// Children seen one by one (tuples, groups, branches).
  case container([(tag: String?, view: any View)])
  /// Rows given on demand (`ForEach`).
  case source(any RowSource)
  /// A section's header, rows and footer.
  case section(any SectionRows)
  /// One row.
  case single
}

extension PrimitiveView {
  /// One row, unless the view is a container or a source.
  var rowRole: RowRole { .single }
}

extension PrimitiveView where Self: RowContainer {
  /// A container's children.
  var rowRole: RowRole { .container(rowChildren) }
}

extension PrimitiveView where Self: RowSource {
  /// A source's rows.
  var rowRole: RowRole { .source(self) }
}

/// Views whose children a list sees one by one (tuples, groups, branches).
@MainActor
protocol RowContainer {
  var rowChildren: [(tag: String?, view: any View)] { get }
}

/// A `Section` as a list reads it.
@MainActor
protocol SectionRows {
  var headerView: any View { get }
  var contentView: any View { get }
  var footerView: any View { get }
  var styledHeader: any View { get }
  var styledFooter: any View { get }
}

extension Section: SectionRows {
  var headerView: any View { header }
  var contentView: any View { content }
  var footerView: any View { footer }
  var styledHeader: any View { header.bold().foregroundStyle(.secondary) }
  var styledFooter: any View { footer.foregroundStyle(.secondary) }
}

extension TupleView: RowContainer {
  var rowChildren: [(tag: String?, view: any View)] {
    childViews.map { (nil, $0) }
  }
}

extension _ConditionalContent: RowContainer {
  var rowChildren: [(tag: String?, view: any View)] {
    switch storage {
    case .trueContent(let view): return [("t", view)]
    case .falseContent(let view): return [("f", view)]
    }
  }
}

extension Optional: RowContainer where Wrapped: View {
  var rowChildren: [(tag: String?, view: any View)] {
    self.map { [("some", $0)] } ?? []
  }
}

extension Group: RowContainer {
  var rowChildren: [(tag: String?, view: any View)] { [("g", content)] }
}

extension AnyView: RowContainer {
  var rowChildren: [(tag: String?, view: any View)] { [("\(typeID.hashValue)", wrapped)] }
}
