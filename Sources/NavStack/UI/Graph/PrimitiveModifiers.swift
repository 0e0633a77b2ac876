// The modifiers the graph applies itself that public modifiers return as `some View`, each
// naming its `PrimitiveModifier` conformance as its `ViewModifier._primitiveType`.
//
// They are `@usableFromInline` so that a client compiled with optimization sees through the
// opaque result (`.badge(…)` is `ModifiedContent<Self, BadgeModifier>` to it) instead of
// looking the type and its conformance up by mangled name each time a body is evaluated.
// That makes their witnesses of `ViewModifier` `@usableFromInline` too, and the default for
// primitives (`ViewModifier.swift`) cannot be, since `PrimitiveModifier` is internal.

extension AccessibilityLabelModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension AspectRatioModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension BackgroundStyleModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension BadgeModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension BoundDestinationModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension ChangeModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension ClipModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension DeclaringModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension DisabledModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension EnvironmentObjectModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension EnvironmentWritingModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension FocusedModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension ForegroundStyleModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension FrameModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension GridCellModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension IdentityModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension KeyPressModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension LifecycleModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension LineLimitsModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension OffsetModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension OpacityModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension OverlayModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension PaddingModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension PreferenceReadingModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension PreferenceWritingModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension PresentingModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension RowActionsModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension SearchableModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension ShortcutModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension SubmitModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension TabItemModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension TagModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension TapModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension TextCaseModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension TextStyleModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension TintModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension ToolbarModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}

extension TypeDestinationModifier {
  /// Applied by the graph.
  @usableFromInline static var _primitiveType: _PrimitiveModifierType? { primitiveType }
}
