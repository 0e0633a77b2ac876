/// The row every labelled control draws: a two-cell focus column (`›` while focused), the label
/// in a column of its own, then the control.
///
/// Terminal layout: labels sit in a column at least seven cells wide, so the fields of a form
/// line up as they do in the notebook's editor (`› Name   Quarterly plan`); `.labelsHidden()`
/// drops the column and leaves the focus column.
@MainActor
struct ControlLabel {
  /// The two cells before the label: the `›` focus marker and a space.
  static let markerWidth = 2
  /// The narrowest label column, so short labels line up.
  static let minimumColumn = 7

  let node: ViewNode?
  /// False where the row around draws focus its own way (a search row).
  let hasMarker: Bool

  /// The label's node, when shown; `titleIsPrompt` for a text field, whose title is its
  /// prompt instead of a label beside the views of a row (`ViewNode.sitsBesideViews`).
  init(node: ViewNode, titleIsPrompt: Bool = false) {
    self.node =
      titleIsPrompt || node.environment.labelsHidden ? nil : node.child(.part("label"))
    // Beside other views the control is not the row: the row is marked by its form or list.
    hasMarker = !node.environment.controlMarkerHidden && !node.sitsBesideViews
  }

  /// Cells before the control: the marker column and, when shown, the label column.
  func leadingWidth(height: Int? = 1) -> Int {
    guard let node else { return hasMarker ? Self.markerWidth : 0 }
    let label = node.sizeThatFits(ProposedSize(width: nil, height: height)).width
    return Self.markerWidth + max(Self.minimumColumn, label + 2)
  }

  /// Draws the marker and the label; returns where the control starts.
  func draw(in rect: Rect, isFocused: Bool, context: inout RenderContext) -> Int {
    if isFocused && hasMarker {
      context.draw("›", x: rect.x, y: rect.y, style: Style(.bold, role: .accent))
    }
    let lead = leadingWidth()
    if let node {
      let width = max(0, min(rect.width, lead) - Self.markerWidth - 2)
      node.render(
        in: Rect(x: rect.x + Self.markerWidth, y: rect.y, width: width, height: 1),
        context: &context)
    }
    return rect.x + min(rect.width, lead)
  }
}

extension FormRenderer {
  /// Each row of a form is a row of its own, whatever holds the form.
  func setsControlsBesideViews(node: ViewNode) -> Bool? { false }
}

extension ListRenderer {
  /// Each row of a list is a row of its own, whatever holds the list.
  func setsControlsBesideViews(node: ViewNode) -> Bool? { false }
}

extension ViewNode {
  /// Whether this control sits beside other views in a row, an `HStack`'s or a
  /// `LabeledContent`'s, rather than being a row of its own.
  ///
  /// There the code gives the row its label, as iOS draws it: a text field's title is its
  /// prompt, and a control draws no `›` column of its own (the form marks the row). Looks up
  /// through wrappers (modifiers, groups) to the first container.
  var sitsBesideViews: Bool {
    var current = parent
    while let node = current {
      if let renderer = node.renderer, let beside = renderer.setsControlsBesideViews(node: node) {
        return beside
      }
      current = node.parent
    }
    return false
  }

  /// Builds a control's label as its `label` part, bold as the notebook's field labels are.
  func updateLabel(_ label: any View) {
    deriveChildEnvironment(token: 0) { values in
      values.textStyle = values.textStyle.adding(TextStyle(attributes: .bold))
    }
    updateChild(.part("label"), with: label)
  }
}

struct ControlMarkerHiddenKey: EnvironmentKey {
  static let defaultValue = false
}

struct LabelsHiddenKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// True where controls draw no `›` column of their own.
  var controlMarkerHidden: Bool {
    get { self[ControlMarkerHiddenKey.self] }
    set { self[ControlMarkerHiddenKey.self] = newValue }
  }

  /// True under `.labelsHidden()`: controls draw without their label column.
  public var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension View {
  /// Controls inside draw without their label column, as SwiftUI's `labelsHidden()`; a text
  /// field then shows its title as the prompt.
  public func labelsHidden() -> some View {
    environment(\.labelsHidden, true)
  }
}
