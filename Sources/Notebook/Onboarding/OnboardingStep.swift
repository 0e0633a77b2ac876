import FoundationEssentials

/// One step of the tour, as `Resources/onboarding.json` lists it.
public struct OnboardingStep: Decodable, Equatable, Sendable {
  /// The step's title, shown in the bar.
  public var title: String
  /// The step's text.
  public var body: String

  /// A step titled `title` saying `body`.
  public init(title: String, body: String) {
    self.title = title
    self.body = body
  }

  /// The steps of the bundled tour.
  public static func bundled() -> [OnboardingStep] {
    struct File: Decodable { var steps: [OnboardingStep] }
    let decoded = try? JSONDecoder().decode(
      File.self, from: Data(EmbeddedResources.onboarding.utf8))
    return decoded?.steps ?? []
  }
}
