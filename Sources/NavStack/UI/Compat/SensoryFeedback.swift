/// A haptic or sound an iOS device plays, as SwiftUI's `SensoryFeedback`.
///
/// A terminal has neither, so `.sensoryFeedback` is accepted and plays nothing.
public struct SensoryFeedback: Equatable, Sendable {
  let name: String

  /// A task finished well.
  public static let success = SensoryFeedback(name: "success")
  /// A task met a warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// A task failed.
  public static let error = SensoryFeedback(name: "error")
  /// A selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value went up.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value went down.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// An activity started.
  public static let start = SensoryFeedback(name: "start")
  /// An activity stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// Something snapped into alignment.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// A level changed.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// A physical impact.
  public static let impact = SensoryFeedback(name: "impact")

  /// An impact of a weight, at an intensity.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }

  /// An impact of a flexibility, at an intensity.
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact")
  }

  /// How heavy an impact feels.
  public struct Weight: Equatable, Sendable {
    let name: String
    /// Light.
    public static let light = Weight(name: "light")
    /// Medium.
    public static let medium = Weight(name: "medium")
    /// Heavy.
    public static let heavy = Weight(name: "heavy")
  }

  /// How firm an impact feels.
  public struct Flexibility: Equatable, Sendable {
    let name: String
    /// Rigid.
    public static let rigid = Flexibility(name: "rigid")
    /// Solid.
    public static let solid = Flexibility(name: "solid")
    /// Soft.
    public static let soft = Flexibility(name: "soft")
  }
}

extension View {
  /// Accepted so iOS code compiles; a terminal has no haptics, so nothing plays.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
    -> some View
  { self }

  /// Accepted so iOS code compiles; a terminal has no haptics, so nothing plays.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> some View { self }

  /// Accepted so iOS code compiles; a terminal has no haptics, so nothing plays.
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
  ) -> some View { self }

  /// Accepted so iOS code compiles; a terminal has no status bar to hide.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
}
