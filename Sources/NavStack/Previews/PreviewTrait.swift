/// A customisation of a preview, as SwiftUI's `PreviewTrait`: `#Preview("Wide", traits:
/// .fixedLayout(width: 400, height: 200)) { … }`.
///
/// A layout trait sizes the view as it does in Xcode's canvas. A terminal has no orientation,
/// so the orientation traits are accepted and change nothing: the screen has the terminal's
/// shape.
public struct PreviewTrait<T>: Sendable {
  let value: Value

  /// What a trait does.
  enum Value: Sendable, Equatable {
    case layout(PreviewLayout)
    case orientation
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The view fills the screen, as an app's window does (the default).
  public static var defaultLayout: PreviewTrait { PreviewTrait(value: .layout(.device)) }
  /// The view at the size it asks for, at the screen's top left.
  public static var sizeThatFitsLayout: PreviewTrait {
    PreviewTrait(value: .layout(.sizeThatFits))
  }
  /// The view in a frame of `width` by `height`, in the lengths `frame(width:height:)` takes.
  public static func fixedLayout(width: Double, height: Double) -> PreviewTrait {
    PreviewTrait(value: .layout(.fixed(width: width, height: height)))
  }
  /// Portrait: no change in a terminal.
  public static var portrait: PreviewTrait { PreviewTrait(value: .orientation) }
  /// Upside-down portrait: no change in a terminal.
  public static var portraitUpsideDown: PreviewTrait { PreviewTrait(value: .orientation) }
  /// Landscape, turned left: no change in a terminal.
  public static var landscapeLeft: PreviewTrait { PreviewTrait(value: .orientation) }
  /// Landscape, turned right: no change in a terminal.
  public static var landscapeRight: PreviewTrait { PreviewTrait(value: .orientation) }

  /// The layout the last layout trait of `traits` asks for; the device's when none does.
  static func layout(of traits: [PreviewTrait]) -> PreviewLayout {
    traits.reversed().lazy.compactMap {
      if case .layout(let layout) = $0.value { layout } else { nil }
    }.first ?? .device
  }
}
