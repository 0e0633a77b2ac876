/// `ForEach($items) { $item in … }` and `List($items) { $item in … }`: rows that edit their
/// element through a binding, as SwiftUI's, the commonest editable list.
extension Binding where Value: MutableCollection, Value.Index: Hashable {
  /// A binding to the element at `index`; once the collection no longer has that index (the
  /// element was removed while a row still holds it), it reads the last value it read and
  /// writes nothing.
  func element(at index: Value.Index) -> Binding<Value.Element> {
    let collection = self
    var last = wrappedValue[index]
    return Binding<Value.Element>(
      location: location?.appending(\Value[index]),
      get: {
        let current = collection.wrappedValue
        if index >= current.startIndex && index < current.endIndex { last = current[index] }
        return last
      },
      set: { newValue in
        var current = collection.wrappedValue
        guard index >= current.startIndex && index < current.endIndex else { return }
        current[index] = newValue
        collection.wrappedValue = current
      })
  }
}

extension ForEach {
  /// Views for the elements of a bound collection, each given a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, ID == C.Element.ID,
    C.Element: Identifiable, C.Index: Hashable
  {
    let collection = data.wrappedValue
    self.init(collection.indices.lazy.map { ($0, collection[$0].id) }, id: \.1) { element in
      content(data.element(at: element.0))
    }
  }

  /// Views for the elements of a bound collection, identified by `id`, each given a binding to
  /// its element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
    let collection = data.wrappedValue
    self.init(collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }, id: \.1) {
      element in content(data.element(at: element.0))
    }
  }
}

extension List {
  /// A row for each element of a bound collection, given a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    SelectionValue == Never,
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
    >,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init { ForEach(data, content: rowContent) }
  }

  /// A row for each element of a bound collection, identified by `id`.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    SelectionValue == Never,
    Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
    Data.Index: Hashable
  {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  /// A row for each element of a bound collection; the activated row's tag is written to
  /// `selection` (R49).
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
    >,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }
}
