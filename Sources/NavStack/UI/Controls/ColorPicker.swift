/// A colour chosen among the named ones, as SwiftUI's `ColorPicker`.
///
/// A terminal draws colours through its theme's roles, so the choice is of SwiftUI's named
/// colours (`Red`, `Blue`…), shown and opened as a `Picker` menu is. Opacity cannot be drawn, so `supportsOpacity` is
/// accepted and changes nothing.
public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let label: Label
  /// The name last chosen: several names may draw as one colour in a terminal theme, so the
  /// picker shows the one the user picked while the selection is still that colour.
  @State private var chosen: Int?

  /// A colour picker with a built label.
  public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
  }

  /// The picker of names.
  public var body: some View {
    Picker(selection: choice) {
      ForEach(Self.named.indices, id: \.self) { index in
        Text(Self.named[index].name).tag(index)
      }
    } label: {
      label
    }
  }

  /// The index of the selection among the named colours.
  private var choice: Binding<Int> {
    let selection = self.selection
    let chosen = $chosen
    return Binding {
      let current = selection.wrappedValue
      if let kept = chosen.wrappedValue, Self.named[kept].color == current { return kept }
      return Self.named.firstIndex { $0.color == current } ?? 0
    } set: { index in
      chosen.wrappedValue = index
      selection.wrappedValue = Self.named[index].color
    }
  }

  /// The colours offered, by name, the commonest first: where a theme draws several alike,
  /// a selection the user did not pick here shows the commonest of their names.
  static var named: [(name: String, color: Color)] {
    [
      ("Blue", .blue), ("Red", .red), ("Green", .green), ("Orange", .orange),
      ("Yellow", .yellow), ("Purple", .purple), ("Pink", .pink), ("Indigo", .indigo),
      ("Teal", .teal), ("Cyan", .cyan), ("Mint", .mint), ("Brown", .brown), ("Gray", .gray),
      ("Black", .black), ("White", .white), ("Primary", .primary),
    ]
  }
}

extension ColorPicker where Label == Text {
  /// `ColorPicker("Tint", selection: $colour)`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A colour picker titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}
