// The public views the graph builds itself, each naming its `PrimitiveView` conformance as
// its `View._primitiveType`.
//
// Spelled out type by type: the default for primitives (`View.swift`) cannot be public, since
// `PrimitiveView` is internal, so the compiler rejects it as the witness of a public type
// and asks for one here.

extension _ConditionalContent {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension _ViewModifier_Content {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension AnyView {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension Button {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension Color {
  /// Built by the graph.
  @MainActor public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension Divider {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension EmptyView {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension ForEach {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension Form {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension Group {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension HStack {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension Image {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension LabeledContent {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension List {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension NavigationIfNeeded {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension NavigationLink {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension NavigationSplitView {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension NavigationStack {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension Picker {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension ProgressView {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension ScrollView {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension SecureField {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension Spacer {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension Stepper {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension TabView {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension Text {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension TextEditor {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension TextField {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension Toggle {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension TupleView {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension VStack {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension ZStack {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

@MainActor
extension ModifiedContent where Content: View, Modifier: ViewModifier {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

@MainActor
extension Optional where Wrapped: View {
  /// Built by the graph.
  public static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

// The internal views that public views and modifiers return as `some View`: `@usableFromInline`
// for the reason `PrimitiveModifiers.swift` gives.

extension GaugeBar {
  /// Built by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension ShapeView {
  /// Built by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveViewType? { primitiveType }
}

extension StyleFill {
  /// Built by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveViewType? { primitiveType }
}
