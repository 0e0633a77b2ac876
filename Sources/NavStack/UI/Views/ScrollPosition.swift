/// The id of the row a list is scrolled to, as SwiftUI's `.scrollPosition(id:)`.
///
/// A terminal list has one highlighted row, and the screen scrolls to keep it shown, so the
/// position is that row: moving the highlight writes its id, and setting the id from outside
/// (a restored path, a row just added) moves the highlight there.
@MainActor
@usableFromInline struct ScrollPositionBinding {
  let get: @MainActor () -> AnyHashable?
  let set: @MainActor (AnyHashable?) -> Void
  /// Where the bound id lives, when known: a body evaluated again hands the environment the
  /// same position, which must not count as a change for every row below.
  let location: BindingLocation?
}

extension ScrollPositionBinding: GraphComparable {
  func isSame(as other: Self) -> Bool {
    guard let location else { return false }
    return location == other.location
  }
}

private struct ScrollPositionKey: EnvironmentKey {
  static var defaultValue: ScrollPositionBinding? { nil }
}

extension EnvironmentValues {
  var scrollPosition: ScrollPositionBinding? {
    get { self[ScrollPositionKey.self] }
    set { self[ScrollPositionKey.self] = newValue }
  }
}

extension View {
  /// Binds the id of the highlighted row of the list inside to `id`, both ways.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>) -> some View {
    let position = ScrollPositionBinding(
      get: { id.wrappedValue.map { AnyHashable($0) } },
      set: { value in id.wrappedValue = value?.base as? ID }, location: id.location)
    return environment(\.scrollPosition, position)
  }
}

extension ListController {
  /// Moves the highlight to the bound row when the id, `wanted`, was set from outside, or
  /// when the rows were given anew and the bound row is elsewhere in them: a filter cleared
  /// leaves the highlight on the row it was on.
  ///
  /// Rows given anew without the bound row (a filter typed) tell the binding the row the
  /// highlight is on now, so that it is found again when the rows come back.
  func follow(_ position: ScrollPositionBinding?, wanted: AnyHashable?) {
    scrollPosition = position
    guard position != nil else { return }
    let rowsAreNew = reportedIndex == nil
    let setFromOutside = wanted != nil && wanted != reportedPosition
    if let wanted, setFromOutside || rowsAreNew {
      reportedPosition = wanted
      if let row = rows.rowKey(at: selected), row.key.id == wanted {
        reportedIndex = selected
        return
      }
      for index in 0..<rows.count where rows.rowKey(at: index)?.key.id == wanted {
        reportedIndex = index
        select(index)
        return
      }
    }
    // The rows were made from the new view just now: the row under the highlight is theirs,
    // not the one built last update.
    guard rowsAreNew, !setFromOutside, !rows.isHeader(at: selected),
      let id = rows.rowKey(at: selected)?.key.id
    else { return }
    reportedIndex = selected
    write(position: id)
  }

  /// Writes the highlighted row's id to the bound position, when it moved.
  ///
  /// A row the last update built gives its id from its key; only a row not built yet reads it
  /// from the data. Whether the highlight moved is told by its index, which stands for the
  /// same row until the list's rows are given anew: comparing two ids as `AnyHashable` casts
  /// one to the other's type, which cost more than the rest of a move.
  func reportPosition() {
    guard scrollPosition != nil, selected != reportedIndex, !rows.isHeader(at: selected),
      let id = builtKey(at: selected)?.rowID ?? rows.rowKey(at: selected)?.key.id
    else { return }
    reportedIndex = selected
    write(position: id)
  }

  /// Writes `id` to the bound position as this list's own write, which does not rebuild it.
  private func write(position id: AnyHashable) {
    reportedPosition = id
    guard let scrollPosition else { return }
    guard let node else { return scrollPosition.set(id) }
    node.writeOwnState {
      scrollPosition.set(id)
    } rearm: {
      _ = node.readTracked(readBindings)
    }
  }
}
