extension View {
  /// Accepted so iOS code compiles; a list row here is one line of text on the terminal's
  /// background, and the highlight shows the selected row.
  public func listRowBackground<V: View>(_ view: V?) -> some View { self }

  /// Accepted so iOS code compiles; rows here are lines, with no separator between them.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  { self }

  /// Accepted so iOS code compiles; a row here is one line whose insets are the list's own.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

  /// Accepted so iOS code compiles; rows here are lines, with no separator between them.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  { self }
}
