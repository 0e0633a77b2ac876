extension ListRows {
  /// The identity of the row at `index` and whether it is a header, without making its view.
  ///
  /// Moving the highlight asks which row it lands on and reports its id; making the row's
  /// view for that runs the list's content closure, which reads the row's data and builds
  /// its whole view, twice a key.
  func rowKey(at index: Int) -> (key: RowKey, isHeader: Bool)? {
    guard index >= 0, index < count else { return nil }
    let low = segment(containing: index)
    switch segments[low] {
    case .single(let key, _, let isHeader):
      return (RowKey(segment: key, id: AnyHashable(0)), isHeader)
    case .source(let key, let source):
      return (RowKey(segment: key, id: source.rowID(at: index - starts[low])), false)
    }
  }

  /// Whether the row at `index` is a section's header or footer, asked without the row's id:
  /// the rows a `ForEach` gives never are, and their ids are read from the data.
  func isHeader(at index: Int) -> Bool {
    guard index >= 0, index < count else { return false }
    if case .single(_, _, let isHeader) = segments[segment(containing: index)] { return isHeader }
    return false
  }
}
